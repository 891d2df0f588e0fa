// A local stand-in for Contentful's Content Delivery API, for the loader and end-to-end tests.
// It answers like the CDA: GET /spaces/{space}/environments/{env}/content_types and /entries
// (sys.type 'Array', items, includes.Asset, total/skip/limit, order=-sys.createdAt[,sys.id]), content
// types with their field ids, CDA error JSON ({ sys: { type: 'Error', id }, message, requestId }) for
// a wrong token (401), an unknown content type (400 with details.errors unknownContentType) and a page
// over the response size limit (400 BadRequest 'Response size too big…'), and can be told to answer
// the first request with 429 (with X-Contentful-RateLimit-Reset) and another with 503, or slowly.
// Like the CDA, entries that share sys.createdAt come back in no fixed order unless the order names a
// tie-breaker (here: reversed on every other request), so paging without one duplicates and skips.
//
// Use in-process: `const cms = await startContentfulStandin({ entries: 1205 })` → { url, host, requests, close }.
// Or as a child process (for tests that build synchronously): `node contentful-standin.mjs '<options JSON>'`
// prints one JSON line { url, host } on stdout and serves until killed.
import { serveLocally } from './localServer.mjs';
import { pathToFileURL } from 'node:url';

export const STANDIN_SPACE = 'standinspace';
export const STANDIN_TOKEN = 'standin-token';
/** The Preview API token: with it the stand-in also serves the drafts (option `drafts`). */
export const STANDIN_PREVIEW_TOKEN = 'standin-preview-token';
/** The title of draft i (only the Preview API serves it). */
export const draftTitle = (i) => `Concept ${i}: nog niet gepubliceerd artikel`;
export const HOSTILE_TITLE =
  '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> Hostile "title"';
/** The slug the site derives from HOSTILE_TITLE (its article's address). */
export const HOSTILE_SLUG = 'script-script-window-pwned-1-script-img-src-x-onerror-window-pwned-2-hostile-title';
export const HOSTILE_BODY =
  'First line <b>not bold</b>\nsecond line </script><script>window.__pwned=3</script>\n\nSecond paragraph <img src=x onerror=window.__pwned=4> & more';
/** A title and body with characters XML 1.0 forbids (a Word soft return U+000B, NUL, U+FFFF, …). */
export const CONTROL_TITLE = 'Beurs\u000Bupdate\u0000: AEX\u0008 wint\uFFFF';
export const CONTROL_BODY = 'Eerste\u0001 alinea\u000Cmet stuurtekens.\n\nTweede alinea\u001F.';
export const NEWS_FIELD_IDS = ['title', 'text1', 'date', 'category', 'excerpt', 'featuredImage'];
const AUTHOR_FIELD_IDS = ['name', 'bio', 'avatar'];
const CATEGORIES = ['Beurs', 'Brokers', 'ETF', 'Analyse'];
const BASE_TIME = Date.parse('2026-11-20T12:00:00Z');

/** Entry i is created i hours before BASE_TIME (so entry 0 is the newest), or all at once. */
function makeEntry(i, space, environment, contentType, sameTime = false) {
  const createdAt = new Date(BASE_TIME - (sameTime ? 0 : i) * 3_600_000).toISOString();
  const fields = {
    title: `Marktupdate ${i}: beurzen ${i % 2 ? 'hoger' : 'lager'} gesloten`,
    text1: `Dit is artikel ${i}.\nDe AEX bewoog vandaag.\n\nTweede alinea van artikel ${i}.`,
    category: CATEGORIES[i % CATEGORIES.length],
    excerpt: `Korte samenvatting van artikel ${i}.`,
  };
  if (i % 3 === 0) fields.date = createdAt.slice(0, 10);
  if (i % 2 === 0) fields.featuredImage = { sys: { type: 'Link', linkType: 'Asset', id: `asset-${i}` } };
  return entry(`entry-${i}`, createdAt, fields, space, environment, contentType);
}

function entry(id, createdAt, fields, space, environment, contentType) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      id,
      type: 'Entry',
      createdAt,
      updatedAt: createdAt,
      environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
      publishedVersion: 3,
      revision: 1,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
      locale: 'en-US',
    },
    fields,
  };
}

function asset(id, space, environment, url = `//images.ctfassets.net/${space}/${id}/0123456789abcdef/grafiek.jpg`) {
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      id,
      type: 'Asset',
      createdAt: new Date(BASE_TIME).toISOString(),
      updatedAt: new Date(BASE_TIME).toISOString(),
      environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
      revision: 1,
      locale: 'en-US',
    },
    fields: {
      title: `Afbeelding ${id}`,
      description: `Grafiek bij ${id}`,
      file: {
        url,
        details: { size: 120_000, image: { width: 1600, height: 900 } },
        fileName: 'grafiek.jpg',
        contentType: 'image/jpeg',
      },
    },
  };
}

/**
 * @param {{
 *   entries?: number, space?: string, environment?: string, token?: string,
 *   contentTypes?: { id: string, name: string, fields?: string[] }[], entriesContentType?: string,
 *   extraEntries?: 'hostile' | 'none', rateLimitFirst?: boolean, unavailableOnce?: boolean,
 *   delayMs?: number, port?: number,
 *   renameTitle?: string, maxPageSize?: number, sameCreatedAt?: boolean, dirtyEntries?: boolean,
 *   tls?: { keyFile: string, certFile: string },
 *   badQuery?: boolean, entryList?: object[], drafts?: number, changedEntry?: boolean, previewToken?: string,
 * }} options
 *   renameTitle: the news type's `title` field has this id instead (a renamed field);
 *   maxPageSize: pages larger than this exceed the response size limit;
 *   sameCreatedAt: every generated entry has the same creation time;
 *   dirtyEntries: adds an entry with control characters and entries whose images are http:// and javascript:;
 *   badQuery: every entries request is a 400 InvalidQuery that does not concern the content type;
 *   drafts: this many never-published entries (the newest), served only with STANDIN_PREVIEW_TOKEN (the Preview API);
 *   changedEntry: with the preview token, entry-0 has a newer version (title ' (bijgewerkt)', later updatedAt);
 *   entryList: entries as the CDA gives them (e.g. the Management stand-in's published ones, deliveryEntries()), added;
 *   tls: serve https with this key and certificate (PEM files), as a production build needs.
 */
export function startContentfulStandin(options = {}) {
  const space = options.space ?? STANDIN_SPACE;
  const environment = options.environment ?? 'master';
  const token = options.token ?? STANDIN_TOKEN;
  const contentTypes = options.contentTypes ?? [
    { id: 'author', name: 'Author' },
    { id: 'newsArticle', name: 'News Article' },
  ];
  const entriesType = options.entriesContentType ?? 'newsArticle';
  const all = Array.from({ length: options.entries ?? 30 }, (_, i) =>
    makeEntry(i, space, environment, entriesType, options.sameCreatedAt),
  );
  all.push(...(options.entryList ?? []));
  const drafts = Array.from({ length: options.drafts ?? 0 }, (_, i) =>
    entry(
      `draft-${i}`,
      new Date(BASE_TIME + (5 + i) * 3_600_000).toISOString(),
      { title: draftTitle(i), text1: `Concepttekst ${i}.`, category: 'Beurs', excerpt: `Concept ${i}.` },
      space,
      environment,
      entriesType,
    ),
  );
  for (const d of drafts) delete d.sys.publishedVersion;
  /** What the Preview API serves: the drafts too, and entry-0's newer unpublished version. */
  const previewEntries = () =>
    [...all, ...drafts].map((e) =>
      options.changedEntry && e.sys.id === 'entry-0'
        ? {
            ...e,
            sys: { ...e.sys, updatedAt: new Date(BASE_TIME + 3_600_000).toISOString() },
            fields: { ...e.fields, title: `${e.fields.title} (bijgewerkt)` },
          }
        : e,
    );
  const extraAssets = [];
  if (options.dirtyEntries) {
    const at = (hours) => new Date(BASE_TIME + hours * 3_600_000).toISOString();
    const link = (id) => ({ sys: { type: 'Link', linkType: 'Asset', id } });
    all.push(
      entry(
        'control-characters',
        at(2),
        { title: CONTROL_TITLE, text1: CONTROL_BODY, category: 'Beurs\u0007', excerpt: 'Kort\u000Bverhaal' },
        space,
        environment,
        entriesType,
      ),
      entry(
        'http-image',
        at(3),
        { title: 'Plaatje over http', text1: 'Tekst.', featuredImage: link('http-asset') },
        space,
        environment,
        entriesType,
      ),
      entry(
        'script-image',
        at(4),
        { title: 'Plaatje met script', text1: 'Tekst.', featuredImage: link('script-asset') },
        space,
        environment,
        entriesType,
      ),
    );
    extraAssets.push(
      ['http-asset', asset('http-asset', space, environment, 'http://images.ctfassets.net/x/http-asset/1/plaatje.jpg')],
      ['script-asset', asset('script-asset', space, environment, 'javascript:alert(1)')],
    );
  }
  if ((options.extraEntries ?? 'hostile') === 'hostile') {
    const newest = new Date(BASE_TIME + 3_600_000).toISOString();
    all.push(
      entry(
        'hostile',
        newest,
        { title: HOSTILE_TITLE, text1: HOSTILE_BODY, category: 'Analyse', excerpt: '<i>excerpt</i> </script>' },
        space,
        environment,
        entriesType,
      ),
      // Same title as entry-1 but older: it must get '-2'.
      entry(
        'duplicate-older',
        new Date(BASE_TIME - 10 * 365 * 86_400_000).toISOString(),
        { ...makeEntry(1, space, environment, entriesType).fields, featuredImage: undefined },
        space,
        environment,
        entriesType,
      ),
      entry('untitled', newest, { text1: 'Zonder titel', category: 'Beurs' }, space, environment, entriesType),
    );
  }
  if (options.renameTitle) {
    for (const e of all) {
      if (!('title' in e.fields)) continue;
      e.fields[options.renameTitle] = e.fields.title;
      delete e.fields.title;
    }
  }
  const assets = new Map([
    ...all
      .map((e) => e.fields.featuredImage?.sys.id)
      .filter(Boolean)
      .map((id) => [id, asset(id, space, environment)]),
    ...extraAssets,
  ]);
  /** A content type's field ids: given, else the news fields for the entries' type, else an author's. */
  const fieldsOf = (t) =>
    t.fields ??
    (t.id === entriesType
      ? NEWS_FIELD_IDS.map((f) => (f === 'title' && options.renameTitle ? options.renameTitle : f))
      : AUTHOR_FIELD_IDS);
  const requests = [];
  let count = 0;
  let unavailableSent = false;

  /** @type {import('node:http').RequestListener} */
  const answer = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const n = ++count;
    requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      auth: req.headers.authorization ?? '',
    });
    const send = (status, body, headers = {}) => {
      const json = JSON.stringify(body);
      const reply = () => {
        res.writeHead(status, {
          'Content-Type': 'application/vnd.contentful.delivery.v1+json',
          'X-Contentful-Request-Id': `req-${n}`,
          ...headers,
        });
        res.end(json);
      };
      if (options.delayMs) setTimeout(reply, options.delayMs);
      else reply();
    };
    const error = (status, id, message, headers) =>
      send(status, { sys: { type: 'Error', id }, message, requestId: `req-${n}` }, headers);

    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token');
    const previewToken = options.previewToken ?? STANDIN_PREVIEW_TOKEN;
    if (bearer !== token && bearer !== previewToken)
      return error(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    const preview = bearer === previewToken;
    if (options.rateLimitFirst && n === 1) {
      return error(
        429,
        'RateLimitExceeded',
        'You have exceeded the rate limit of the Organization this Space belongs to.',
        { 'X-Contentful-RateLimit-Reset': '1' },
      );
    }
    if (options.unavailableOnce && !unavailableSent && n >= (options.rateLimitFirst ? 2 : 1)) {
      unavailableSent = true;
      return error(503, 'ServiceUnavailable', 'The service is temporarily unavailable.');
    }
    const prefix = `/spaces/${space}/environments/${environment}`;
    if (url.pathname === `${prefix}/content_types`) {
      const items = contentTypes.map((t) => ({
        sys: { id: t.id, type: 'ContentType' },
        name: t.name,
        displayField: fieldsOf(t)[0],
        fields: fieldsOf(t).map((id) => ({ id, name: id, type: 'Symbol', localized: false, required: false })),
      }));
      return send(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
    }
    if (url.pathname === `${prefix}/entries`) {
      const type = url.searchParams.get('content_type');
      if (type && !contentTypes.some((t) => t.id === type)) {
        return send(400, {
          sys: { type: 'Error', id: 'InvalidQuery' },
          message:
            'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          details: { errors: [{ name: 'unknownContentType', value: 'DOESNOTEXIST' }] },
          requestId: `req-${n}`,
        });
      }
      if (options.badQuery) {
        return error(
          400,
          'InvalidQuery',
          'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
        );
      }
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 100));
      if (options.maxPageSize && limit > options.maxPageSize) {
        // Contentful's real answer when a page of entries is over its 7 MB response limit.
        return error(400, 'BadRequest', 'Response size too big. Maximum allowed response size: 7340032B.');
      }
      const order = (url.searchParams.get('order') ?? '').split(',').filter(Boolean);
      // Without a tie-breaker, entries sharing a creation time come in an order that differs per request.
      const matching = (type === entriesType ? (preview ? previewEntries() : [...all]) : []).sort((a, b) =>
        a.sys.id.localeCompare(b.sys.id),
      );
      if (!order.includes('sys.id') && n % 2 === 0) matching.reverse();
      if (order[0] === '-sys.createdAt') {
        matching.sort((a, b) => b.sys.createdAt.localeCompare(a.sys.createdAt));
      }
      const items = matching.slice(skip, skip + limit);
      const linked = [...new Set(items.map((e) => e.fields.featuredImage?.sys.id).filter(Boolean))].map((id) =>
        assets.get(id),
      );
      return send(200, {
        sys: { type: 'Array' },
        total: matching.length,
        skip,
        limit,
        items,
        includes: { Asset: linked },
      });
    }
    return error(404, 'NotFound', 'The resource could not be found.');
  };
  return serveLocally(answer, options).then((served) => ({ ...served, requests }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standin = await startContentfulStandin(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify({ url: standin.url, host: standin.host }) + '\n');
}
