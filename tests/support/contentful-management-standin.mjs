// A local stand-in for Contentful's Content Management API (CMA), for `npm run cms:setup` and the migrations
// in the tests. It keeps one space in memory and answers the calls setup and `contentful-migration` make as the
// CMA does:
// - GET /spaces/{space}; GET …/environments/{env}/locales;
// - content types: GET (list with sys.id[in], limit, skip; one), PUT (create with no or version 0, update with
//   X-Contentful-Version), PUT/DELETE …/published (activate: the editor interface is created at the first
//   activation, version 1, and gets one more version at every later one, as the CMA does);
// - editor interfaces: GET, PUT with X-Contentful-Version;
// - entries: GET (list with content_type / sys.contentType.sys.id[in]; one), PUT (create with
//   X-Contentful-Content-Type, update with version), PUT …/published;
// - uploads and assets: POST /spaces/{space}/uploads (the Upload API's bytes), PUT …/assets/{id} (linking the upload),
//   PUT …/assets/{id}/files/{locale}/process, GET, PUT …/published;
// - webhooks: GET /spaces/{space}/webhook_definitions (secret header values are never returned), POST, PUT {id};
// - every write answers with the new sys.version and an X-Contentful-Version header; a write whose version is not
//   the current one is a 409 VersionMismatch; a wrong token a 401 AccessTokenInvalid, another space a 404
//   NotFound; CMA error JSON ({ sys: { type: 'Error', id }, message, requestId }).
// Test hooks: `rateLimitEvery` (every n-th request is a 429 with X-Contentful-RateLimit-Reset: 1 and the
// second/hour limits as headers), `failOnce` (the first request whose `METHOD path` matches this regular expression
// gets a 422 ValidationFailed, to break a migration halfway), `tls` ({ keyFile, certFile }: https, which
// `contentful-migration` requires).
//
// In process: `const cma = await startManagementStandin({ tls })` → { url, host, requests, state, close }; as a
// child process: `node contentful-management-standin.mjs '<options JSON>'` prints { url, host } and serves.
import { serveLocally } from './localServer.mjs';
import { pathToFileURL } from 'node:url';

export const CMA_SPACE = 'cmaspace';
export const CMA_TOKEN = 'cma-token';
export const CMA_LOCALE = 'nl';

/** @typedef {{ sys: Record<string, any>, [key: string]: any }} Entity */

const clone = (value) => JSON.parse(JSON.stringify(value));

/** The editor's default widget for a field, as the CMA fills in a new editor interface. */
function defaultWidget(field) {
  if (field.type === 'Symbol') return field.validations?.some((v) => v.in) ? 'dropdown' : 'singleLine';
  if (field.type === 'Text') return 'markdown';
  if (field.type === 'Date') return 'datePicker';
  if (field.type === 'Link') return field.linkType === 'Asset' ? 'assetLinkEditor' : 'entryLinkEditor';
  if (field.type === 'RichText') return 'richTextEditor';
  return 'singleLine';
}

/**
 * @param {{
 *   space?: string, token?: string, environment?: string, locale?: string,
 *   rateLimitEvery?: number, failOnce?: string, tls?: { keyFile: string, certFile: string }, port?: number,
 * }} options
 */
export async function startManagementStandin(options = {}) {
  const space = options.space ?? CMA_SPACE;
  const token = options.token ?? CMA_TOKEN;
  const environment = options.environment ?? 'master';
  const locale = options.locale ?? CMA_LOCALE;
  /** The space: content types, editor interfaces, entries (by id) and webhooks (by id). */
  const state = {
    contentTypes: /** @type {Map<string, Entity>} */ (new Map()),
    editorInterfaces: /** @type {Map<string, Entity>} */ (new Map()),
    entries: /** @type {Map<string, Entity>} */ (new Map()),
    webhooks: /** @type {Map<string, Entity>} */ (new Map()),
    /** Secret header values, kept apart: the CMA never returns them. */
    webhookSecrets: /** @type {Map<string, Record<string, string>>} */ (new Map()),
    assets: /** @type {Map<string, Entity>} */ (new Map()),
    /** Upload id → size in bytes. */
    uploads: /** @type {Map<string, number>} */ (new Map()),
  };
  const requests = [];
  let count = 0;
  let failPattern = options.failOnce ? new RegExp(options.failOnce) : null;
  let clock = Date.parse('2026-11-27T09:00:00Z');
  /** Strictly increasing times, so creation order is the list order. */
  const now = () => new Date((clock += 1000)).toISOString();

  const sysOf = (type, id, version, extra = {}) => {
    const at = now();
    return {
      type,
      id,
      version,
      createdAt: at,
      updatedAt: at,
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      ...(type === 'WebhookDefinition'
        ? {}
        : { environment: { sys: { type: 'Link', linkType: 'Environment', id: environment } } }),
      ...extra,
    };
  };

  /** @type {import('node:http').RequestListener} */
  const answer = (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const n = ++count;
      const raw = Buffer.concat(chunks);
      const binary = (req.headers['content-type'] ?? '').startsWith('application/octet-stream');
      const text = binary ? '' : raw.toString('utf8');
      const body = text ? JSON.parse(text) : undefined;
      const header = (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams) });
      const send = (status, payload, headers = {}) => {
        const version = payload?.sys?.version;
        res.writeHead(status, {
          'Content-Type': 'application/vnd.contentful.management.v1+json',
          'X-Contentful-Request-Id': `cma-req-${n}`,
          ...(typeof version === 'number' && payload.sys.type !== 'Array'
            ? { 'X-Contentful-Version': String(version) }
            : {}),
          ...headers,
        });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      const error = (status, id, message, headers, details) =>
        send(
          status,
          { sys: { type: 'Error', id }, message, requestId: `cma-req-${n}`, ...(details ? { details } : {}) },
          headers,
        );
      const list = (items) => {
        const skip = Number(url.searchParams.get('skip') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 100);
        return send(200, {
          sys: { type: 'Array' },
          total: items.length,
          skip,
          limit,
          items: clone(items.slice(skip, skip + limit)),
        });
      };
      /** The version a write sends; a missing or mismatching one for an existing entity is a 409. */
      const versionMatches = (entity) => {
        const sent = header('X-Contentful-Version');
        if (!entity) return sent === undefined || sent === '0';
        return sent !== undefined && Number(sent) === entity.sys.version;
      };
      const mismatch = () =>
        error(
          409,
          'VersionMismatch',
          'The version you sent does not match the current version of the resource (send X-Contentful-Version).',
        );

      const bearer = (header('authorization') ?? '').replace(/^Bearer /, '');
      if (bearer !== token) {
        return error(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
      }
      if (options.rateLimitEvery && n % options.rateLimitEvery === 0) {
        return error(
          429,
          'RateLimitExceeded',
          'You have exceeded the rate limit of the Organization this Space belongs to.',
          {
            'X-Contentful-RateLimit-Reset': '1',
            'X-Contentful-RateLimit-Second-Limit': '10',
            'X-Contentful-RateLimit-Second-Remaining': '0',
            'X-Contentful-RateLimit-Hour-Limit': '36000',
            'X-Contentful-RateLimit-Hour-Remaining': '35000',
          },
        );
      }
      if (failPattern && failPattern.test(`${req.method} ${url.pathname}`)) {
        failPattern = null;
        return error(422, 'ValidationFailed', 'Validation error', undefined, {
          errors: [{ name: 'unknown', details: 'The stand-in was told to refuse this request once.' }],
        });
      }
      const spaceMatch = /^\/spaces\/([^/]+)(\/.*)?$/.exec(url.pathname);
      if (!spaceMatch || spaceMatch[1] !== space) {
        return error(404, 'NotFound', 'The resource could not be found.', undefined, {
          type: 'Space',
          id: spaceMatch?.[1],
        });
      }
      const rest = spaceMatch[2] ?? '';
      const method = req.method ?? 'GET';
      if (rest === '' && method === 'GET') {
        return send(200, { sys: { type: 'Space', id: space, version: 1 }, name: 'Stand-in space' });
      }

      // The Upload API (upload.contentful.com; here the same host): the bytes, then an asset links them.
      if (rest === '/uploads' && method === 'POST') {
        const id = `upload-${state.uploads.size + 1}`;
        state.uploads.set(id, raw.length);
        return send(201, { sys: { type: 'Upload', id, createdAt: now() } });
      }
      // Webhooks live on the space, not in an environment.
      if (rest === '/webhook_definitions') {
        if (method === 'GET') return list([...state.webhooks.values()]);
        if (method === 'POST') return saveWebhook(`webhook-${state.webhooks.size + 1}`, undefined);
      }
      const hook = /^\/webhook_definitions\/([^/]+)$/.exec(rest);
      if (hook && method === 'GET') {
        const found = state.webhooks.get(hook[1]);
        return found ? send(200, clone(found)) : error(404, 'NotFound', 'The resource could not be found.');
      }
      if (hook && method === 'PUT') return saveWebhook(hook[1], state.webhooks.get(hook[1]));

      const envMatch = /^\/environments\/([^/]+)(\/.*)$/.exec(rest);
      if (!envMatch || envMatch[1] !== environment) {
        return error(404, 'NotFound', 'The resource could not be found.', undefined, { type: 'Environment' });
      }
      const path = envMatch[2];
      if (path === '/locales' && method === 'GET') {
        return list([
          { sys: { type: 'Locale', id: 'locale-1', version: 1 }, code: locale, name: 'Dutch', default: true },
        ]);
      }
      if (path === '/content_types' && method === 'GET') {
        const ids = url.searchParams.get('sys.id[in]')?.split(',');
        return list([...state.contentTypes.values()].filter((t) => !ids || ids.includes(t.sys.id)));
      }
      let m = /^\/content_types\/([^/]+)$/.exec(path);
      if (m) {
        const id = m[1];
        const current = state.contentTypes.get(id);
        if (method === 'GET')
          return current ? send(200, clone(current)) : error(404, 'NotFound', 'The resource could not be found.');
        if (method === 'PUT') {
          if (!versionMatches(current)) return mismatch();
          const { name, description, displayField, fields } = body ?? {};
          const next = {
            sys: current
              ? { ...current.sys, version: current.sys.version + 1, updatedAt: now() }
              : sysOf('ContentType', id, 1),
            name,
            description: description ?? '',
            displayField,
            // The CMA fills in every field's flags.
            fields: (fields ?? []).map((f) => ({
              ...f,
              localized: f.localized ?? false,
              required: f.required ?? false,
              validations: f.validations ?? [],
              disabled: f.disabled ?? false,
              omitted: f.omitted ?? false,
            })),
          };
          state.contentTypes.set(id, next);
          return send(current ? 200 : 201, clone(next));
        }
        if (method === 'DELETE') {
          if (!current) return error(404, 'NotFound', 'The resource could not be found.');
          state.contentTypes.delete(id);
          state.editorInterfaces.delete(id);
          return send(204, undefined);
        }
      }
      m = /^\/content_types\/([^/]+)\/published$/.exec(path);
      if (m) {
        const current = state.contentTypes.get(m[1]);
        if (!current) return error(404, 'NotFound', 'The resource could not be found.');
        if (!versionMatches(current)) return mismatch();
        const version = current.sys.version + 1;
        const published = method === 'PUT';
        const next = {
          ...current,
          sys: { ...current.sys, version, ...(published ? { publishedVersion: current.sys.version } : {}) },
        };
        if (!published) delete next.sys.publishedVersion;
        state.contentTypes.set(m[1], next);
        if (published) activateEditorInterface(m[1], next);
        return send(200, clone(next));
      }
      m = /^\/content_types\/([^/]+)\/editor_interface$/.exec(path);
      if (m) {
        const current = state.editorInterfaces.get(m[1]);
        if (method === 'GET') {
          return current ? send(200, clone(current)) : error(404, 'NotFound', 'The resource could not be found.');
        }
        if (method === 'PUT') {
          if (!current) return error(404, 'NotFound', 'The resource could not be found.');
          if (!versionMatches(current)) return mismatch();
          const next = {
            ...current,
            sys: { ...current.sys, version: current.sys.version + 1, updatedAt: now() },
            controls: body?.controls ?? current.controls,
            ...(body?.groupControls ? { groupControls: body.groupControls } : {}),
            ...(body?.editorLayout ? { editorLayout: body.editorLayout } : {}),
          };
          state.editorInterfaces.set(m[1], next);
          return send(200, clone(next));
        }
      }
      m = /^\/assets\/([^/]+)$/.exec(path);
      if (m) {
        const current = state.assets.get(m[1]);
        if (method === 'GET')
          return current ? send(200, clone(current)) : error(404, 'NotFound', 'The resource could not be found.');
        if (method === 'PUT') {
          if (!versionMatches(current)) return mismatch();
          const next = {
            sys: current
              ? { ...current.sys, version: current.sys.version + 1, updatedAt: now() }
              : sysOf('Asset', m[1], 1),
            fields: body?.fields ?? {},
          };
          state.assets.set(m[1], next);
          return send(current ? 200 : 201, clone(next));
        }
      }
      m = /^\/assets\/([^/]+)\/files\/([^/]+)\/process$/.exec(path);
      if (m && method === 'PUT') {
        const current = state.assets.get(m[1]);
        if (!current) return error(404, 'NotFound', 'The resource could not be found.');
        if (!versionMatches(current)) return mismatch();
        const file = current.fields.file?.[m[2]];
        const upload = file?.uploadFrom?.sys?.id;
        if (!upload || !state.uploads.has(upload)) {
          return error(422, 'ValidationFailed', 'Validation error', undefined, {
            errors: [{ name: 'notResolvable', path: ['uploadFrom'] }],
          });
        }
        // Processing is done at once here; the CMA does it a moment later, one version further.
        const { uploadFrom: _done, ...processed } = file;
        current.fields.file[m[2]] = {
          ...processed,
          url: `//images.ctfassets.net/${space}/${m[1]}/0123456789abcdef/${file.fileName}`,
          details: { size: state.uploads.get(upload) },
        };
        current.sys = { ...current.sys, version: current.sys.version + 1 };
        return send(204, undefined);
      }
      m = /^\/assets\/([^/]+)\/published$/.exec(path);
      if (m && method === 'PUT') {
        const current = state.assets.get(m[1]);
        if (!current) return error(404, 'NotFound', 'The resource could not be found.');
        if (!versionMatches(current)) return mismatch();
        current.sys = { ...current.sys, version: current.sys.version + 1, publishedVersion: current.sys.version };
        return send(200, clone(current));
      }
      if (path === '/entries' && method === 'GET') {
        const single = url.searchParams.get('content_type') ?? url.searchParams.get('sys.contentType.sys.id');
        const many = url.searchParams.get('sys.contentType.sys.id[in]')?.split(',');
        const types = single ? [single] : many;
        return list([...state.entries.values()].filter((e) => !types || types.includes(e.sys.contentType.sys.id)));
      }
      m = /^\/entries\/([^/]+)$/.exec(path);
      if (m) {
        const id = m[1];
        const current = state.entries.get(id);
        if (method === 'GET')
          return current ? send(200, clone(current)) : error(404, 'NotFound', 'The resource could not be found.');
        if (method === 'PUT') {
          if (!versionMatches(current)) return mismatch();
          const typeId = current?.sys.contentType.sys.id ?? header('X-Contentful-Content-Type');
          const type = typeId ? state.contentTypes.get(typeId) : undefined;
          if (!type?.sys.publishedVersion) {
            return error(422, 'ValidationFailed', 'Validation error', undefined, {
              errors: [{ name: 'notResolvable', details: `Content type ${typeId} is not active.` }],
            });
          }
          const known = new Set(type.fields.map((f) => f.id));
          const unknown = Object.keys(body?.fields ?? {}).filter((f) => !known.has(f));
          if (unknown.length) {
            return error(422, 'InvalidEntry', 'Validation error', undefined, {
              errors: unknown.map((f) => ({
                name: 'unknown',
                path: ['fields', f],
                details: 'The property is not allowed here.',
              })),
            });
          }
          const next = {
            sys: current
              ? { ...current.sys, version: current.sys.version + 1, updatedAt: now() }
              : sysOf('Entry', id, 1, { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: typeId } } }),
            fields: body?.fields ?? {},
          };
          state.entries.set(id, next);
          return send(current ? 200 : 201, clone(next));
        }
      }
      m = /^\/entries\/([^/]+)\/published$/.exec(path);
      if (m && method === 'PUT') {
        const current = state.entries.get(m[1]);
        if (!current) return error(404, 'NotFound', 'The resource could not be found.');
        if (!versionMatches(current)) return mismatch();
        const at = now();
        const next = {
          ...current,
          sys: {
            ...current.sys,
            version: current.sys.version + 1,
            publishedVersion: current.sys.version,
            publishedAt: at,
            firstPublishedAt: current.sys.firstPublishedAt ?? at,
          },
        };
        state.entries.set(m[1], next);
        return send(200, clone(next));
      }
      return error(404, 'NotFound', 'The resource could not be found.');

      function saveWebhook(id, current) {
        if (current && !versionMatches(current)) return mismatch();
        if (!body?.name || !body?.url) {
          return error(422, 'ValidationFailed', 'Validation error', undefined, {
            errors: [{ name: 'required', path: [body?.name ? 'url' : 'name'] }],
          });
        }
        const secrets = { ...state.webhookSecrets.get(id) };
        const headers = (body.headers ?? []).map((h) => {
          if (!h.secret) return { key: h.key, value: h.value };
          // Setup always sends the value; one sent without keeps the stored value here.
          if (h.value !== undefined) secrets[h.key] = h.value;
          return { key: h.key, secret: true };
        });
        state.webhookSecrets.set(id, secrets);
        const next = {
          sys: current
            ? { ...current.sys, version: current.sys.version + 1, updatedAt: now() }
            : sysOf('WebhookDefinition', id, 1),
          name: body.name,
          url: body.url,
          topics: body.topics ?? [],
          filters: body.filters ?? [],
          httpBasicUsername: null,
          headers,
          active: body.active ?? true,
          ...(body.transformation ? { transformation: body.transformation } : {}),
        };
        state.webhooks.set(id, next);
        return send(current ? 200 : 201, clone(next));
      }
    });
  };

  /** The editor interface after an activation: created at the first, one version more at every later one. */
  function activateEditorInterface(id, contentType) {
    const current = state.editorInterfaces.get(id);
    const controls = contentType.fields.map(
      (f) =>
        current?.controls.find((c) => c.fieldId === f.id) ?? {
          fieldId: f.id,
          widgetId: defaultWidget(f),
          widgetNamespace: 'builtin',
        },
    );
    state.editorInterfaces.set(id, {
      sys: current
        ? { ...current.sys, version: current.sys.version + 1 }
        : {
            ...sysOf('EditorInterface', 'default', 1),
            contentType: { sys: { type: 'Link', linkType: 'ContentType', id } },
          },
      controls,
    });
  }

  const served = await serveLocally(answer, options);
  return {
    ...served,
    requests,
    state,
    /** Refuse the next request matching `pattern` (`METHOD path`) once with a 422. */
    failOnce: (/** @type {string} */ pattern) => {
      failPattern = new RegExp(pattern);
    },
  };
}

/**
 * The published entries of a content type as the Delivery API serves them: the published fields in the default
 * locale (the CDA resolves the locale), sys with the CDA's fields. For the delivery stand-in's `entryList`.
 * @param {{ entries: Map<string, Entity> }} state
 * @param {string} contentType
 * @param {string} [locale]
 */
export function deliveryEntries(state, contentType, locale = CMA_LOCALE) {
  return [...state.entries.values()]
    .filter((e) => e.sys.contentType.sys.id === contentType && e.sys.publishedVersion)
    .map((e) => ({
      metadata: { tags: [], concepts: [] },
      sys: {
        id: e.sys.id,
        type: 'Entry',
        createdAt: e.sys.firstPublishedAt ?? e.sys.createdAt,
        updatedAt: e.sys.publishedAt ?? e.sys.updatedAt,
        space: e.sys.space,
        environment: e.sys.environment,
        contentType: e.sys.contentType,
        revision: 1,
        locale,
      },
      fields: Object.fromEntries(Object.entries(e.fields).map(([id, byLocale]) => [id, byLocale[locale]])),
    }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standin = await startManagementStandin(JSON.parse(process.argv[2] ?? '{}'));
  process.stdout.write(JSON.stringify({ url: standin.url, host: standin.host }) + '\n');
}
