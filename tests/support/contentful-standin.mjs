// A local stand-in for Contentful's Content Delivery API, for the loader and end-to-end tests.
// It answers like the CDA: GET /spaces/{space}/environments/{env}/content_types and /entries
// (sys.type 'Array', items, includes.Asset, total/skip/limit, order=-sys.createdAt), CDA error
// JSON ({ sys: { type: 'Error', id }, message, requestId }) for a wrong token (401) or an unknown
// content type (400), and can be told to answer the first request with 429 (with
// X-Contentful-RateLimit-Reset) and another with 503, or to answer slowly.
//
// Use in-process: `const cms = await startContentfulStandin({ entries: 1205 })` → { url, host, requests, close }.
// Or as a child process (for tests that build synchronously): `node contentful-standin.mjs '<options JSON>'`
// prints one JSON line { url, host } on stdout and serves until killed.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

export const STANDIN_SPACE = 'standinspace';
export const STANDIN_TOKEN = 'standin-token';
export const HOSTILE_TITLE =
  '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> Hostile "title"';
export const HOSTILE_BODY =
  'First line <b>not bold</b>\nsecond line </script><script>window.__pwned=3</script>\n\nSecond paragraph <img src=x onerror=window.__pwned=4> & more';
const CATEGORIES = ['Beurs', 'Brokers', 'ETF', 'Analyse'];
const BASE_TIME = Date.parse('2026-11-20T12:00:00Z');

/** Entry i is created i hours before BASE_TIME (so entry 0 is the newest). */
function makeEntry(i, space, environment, contentType) {
  const createdAt = new Date(BASE_TIME - i * 3_600_000).toISOString();
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

function asset(id, space, environment) {
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
        url: `//images.ctfassets.net/${space}/${id}/0123456789abcdef/grafiek.jpg`,
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
 *   contentTypes?: { id: string, name: string }[], entriesContentType?: string,
 *   extraEntries?: 'hostile' | 'none', rateLimitFirst?: boolean, unavailableOnce?: boolean,
 *   delayMs?: number, port?: number,
 * }} options
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
  const all = Array.from({ length: options.entries ?? 30 }, (_, i) => makeEntry(i, space, environment, entriesType));
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
  const assets = new Map(
    all
      .map((e) => e.fields.featuredImage?.sys.id)
      .filter(Boolean)
      .map((id) => [id, asset(id, space, environment)]),
  );
  const requests = [];
  let count = 0;
  let unavailableSent = false;

  const server = createServer((req, res) => {
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
    if (bearer !== token)
      return error(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
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
        displayField: 'title',
        fields: [],
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
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 100));
      let matching = type === entriesType ? [...all] : [];
      if (url.searchParams.get('order') === '-sys.createdAt')
        matching.sort((a, b) => b.sys.createdAt.localeCompare(a.sys.createdAt));
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
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        host: `127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standin = await startContentfulStandin(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify({ url: standin.url, host: standin.host }) + '\n');
}
