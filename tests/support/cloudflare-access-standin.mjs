// @ts-check
// A local stand-in for the part of Cloudflare's v4 API that `npm run preview:access` uses (Zero Trust Access:
// reusable policies and applications of one account), over https like the real one, for the unit tests. It answers
// in Cloudflare's envelope (`{ success, errors, messages, result, result_info }`), pages lists (`page`, `per_page`,
// capped by `maxPerPage` so the client must follow pages), refuses a wrong token with 403 and an application that
// names an unknown policy with 400, and returns an application's policies as full objects with their precedence, as
// Cloudflare does.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';

export const STANDIN_ACCOUNT = '0123456789abcdef0123456789abcdef';
export const STANDIN_API_TOKEN = 'cloudflare-standin-token';

/**
 * @typedef {{ id: string, name: string, decision: string, include: unknown[], exclude: unknown[], require: unknown[], session_duration?: string }} StoredPolicy
 * @typedef {{ id: string, name: string, type: string, domain: string, session_duration?: string, app_launcher_visible?: boolean, policies: { id: string, precedence: number }[] }} StoredApp
 */

/**
 * @param {{ tls: { keyFile: string, certFile: string }, maxPerPage?: number, otherApps?: number }} options
 *   otherApps: this many unrelated applications already in the account (so the preview's is on a later page).
 */
export async function startAccessStandin({ tls, maxPerPage = 100, otherApps = 0 }) {
  /** @type {Map<string, StoredPolicy>} */
  const policies = new Map();
  /** @type {Map<string, StoredApp>} */
  const apps = new Map();
  for (let i = 0; i < otherApps; i++) {
    const id = randomUUID();
    apps.set(id, { id, name: `Intranet ${i}`, type: 'self_hosted', domain: `intranet-${i}.example.nl`, policies: [] });
  }
  /** @type {{ method: string, path: string }[]} */
  const requests = [];

  /** @param {StoredApp} app */
  const withPolicies = (app) => ({
    ...app,
    aud: `aud-${app.id}`,
    policies: app.policies.map(({ id, precedence }) => ({ ...policies.get(id), precedence })),
  });

  const server = createServer(
    { key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) },
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'https://standin');
      requests.push({ method: request.method ?? 'GET', path: url.pathname });
      let body = '';
      for await (const chunk of request) body += chunk;
      /** @param {number} status @param {object} answer */
      const send = (status, answer) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ errors: [], messages: [], ...answer }));
      };
      /** @param {number} status @param {number} code @param {string} message */
      const fail = (status, code, message) =>
        send(status, { success: false, errors: [{ code, message }], result: null });
      if (request.headers.authorization !== `Bearer ${STANDIN_API_TOKEN}`) {
        return fail(403, 10000, 'Authentication error');
      }
      const match = /^\/client\/v4\/accounts\/([^/]+)\/access\/(apps|policies)(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match || match[1] !== STANDIN_ACCOUNT) return fail(404, 7003, 'Could not route to the requested resource');
      const [, , kind, id] = match;
      /** @type {Record<string, any>} */
      let input = {};
      if (body) {
        try {
          input = JSON.parse(body);
        } catch {
          return fail(400, 9207, 'Request body is invalid JSON');
        }
      }
      if (request.method === 'GET' && !id) {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 25), maxPerPage);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = kind === 'apps' ? [...apps.values()].map(withPolicies) : [...policies.values()];
        const result = all.slice((page - 1) * perPage, page * perPage);
        return send(200, {
          success: true,
          result,
          result_info: {
            page,
            per_page: perPage,
            count: result.length,
            total_count: all.length,
            total_pages: Math.ceil(all.length / perPage),
          },
        });
      }
      if (kind === 'policies' && (request.method === 'POST' || request.method === 'PUT')) {
        if (!input['name'] || !['allow', 'deny', 'bypass', 'non_identity'].includes(input['decision'])) {
          return fail(400, 12130, 'access.api.error.invalid_request: name and decision are required');
        }
        if (!Array.isArray(input['include']) || input['include'].length === 0) {
          return fail(400, 12130, 'access.api.error.invalid_request: include must not be empty');
        }
        if (request.method === 'PUT' && !(id && policies.has(id))) return fail(404, 12130, 'policy not found');
        const policy = {
          id: id ?? randomUUID(),
          name: input['name'],
          decision: input['decision'],
          include: input['include'],
          exclude: input['exclude'] ?? [],
          require: input['require'] ?? [],
          session_duration: input['session_duration'],
        };
        policies.set(policy.id, policy);
        return send(request.method === 'POST' ? 201 : 200, { success: true, result: policy });
      }
      if (kind === 'apps' && (request.method === 'POST' || request.method === 'PUT')) {
        if (input['type'] !== 'self_hosted' || typeof input['domain'] !== 'string') {
          return fail(400, 12130, 'access.api.error.invalid_request: a self_hosted application needs a domain');
        }
        const links = Array.isArray(input['policies']) ? input['policies'] : [];
        if (links.some((/** @type {{ id?: string }} */ link) => !link.id || !policies.has(link.id))) {
          return fail(400, 12130, 'access.api.error.invalid_request: unknown policy');
        }
        if (request.method === 'PUT' && !(id && apps.has(id))) return fail(404, 12130, 'application not found');
        const app = {
          id: id ?? randomUUID(),
          name: input['name'],
          type: input['type'],
          domain: input['domain'],
          session_duration: input['session_duration'],
          app_launcher_visible: input['app_launcher_visible'],
          policies: links.map((/** @type {{ id: string, precedence?: number }} */ link, i) => ({
            id: link.id,
            precedence: link.precedence ?? i + 1,
          })),
        };
        apps.set(app.id, app);
        return send(request.method === 'POST' ? 201 : 200, { success: true, result: withPolicies(app) });
      }
      return fail(405, 10405, 'Method not allowed');
    },
  );
  await new Promise((/** @type {(value?: unknown) => void} */ done) => server.listen(0, '127.0.0.1', done));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    host: `127.0.0.1:${address.port}`,
    state: { apps, policies },
    requests,
    close: () => new Promise((done) => server.close(done)),
  };
}
