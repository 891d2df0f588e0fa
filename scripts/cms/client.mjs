// @ts-check
// The few Content Management API calls `npm run cms:setup` makes itself (the migrations go through
// contentful-migration), with the answers a person can act on: a rejected token, a space that does not exist, a
// rate limit (retried with backoff, as Contentful asks: wait X-Contentful-RateLimit-Reset seconds) and no network
// (one line naming Contentful and the network; the whole run stays under a minute).

/** One request may take this long; a silent network (packets dropped) fails within the minute. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Rate-limited requests are tried again this many times before setup gives up. */
export const RATE_LIMIT_RETRIES = 6;
/** Network errors (DNS, refused, reset) are tried again this many times, 1 s and 2 s apart. */
export const NETWORK_RETRIES = 2;

/** A failure setup reports as one line (no stack trace) and exits non-zero on. */
export class SetupError extends Error {
  /** @override */
  name = 'SetupError';
}

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * The network-level cause of a failed fetch (its code), or undefined when the failure is not the network's.
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function networkCause(error) {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer within 20 s';
  /** @type {unknown} */
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 4; depth += 1) {
    const code = /** @type {{ code?: unknown }} */ (cause).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    cause = cause.cause;
  }
  return error instanceof TypeError && /fetch failed/.test(error.message) ? 'fetch failed' : undefined;
}

/** @param {number} ms */
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * @typedef {{ status: number, body: any, version: number | undefined }} CmaResponse
 * @typedef {{ method?: string, body?: unknown, headers?: Record<string, string>, allow404?: boolean }} CmaRequest
 */

/**
 * A client for one space and environment.
 * @param {{
 *   host: string, space: string, environment: string, token: string,
 *   log?: (line: string) => void, onAnswer?: () => void,
 * }} options
 */
export function createCmaClient({ host, space, environment, token, log = () => {}, onAnswer = () => {} }) {
  const base = `https://${host}/spaces/${encodeURIComponent(space)}`;
  // Files go to the Upload API: upload.contentful.com next to api.contentful.com (upload.eu… next to api.eu…); a
  // stand-in answers both on its one host.
  const uploadHost = host.replace(/^api\./, 'upload.');

  /**
   * @param {string} path relative to the space ('/webhook_definitions') or, with `env: true`, to the environment
   * @param {CmaRequest & { env?: boolean, upload?: Uint8Array<ArrayBuffer> }} [request] `upload`: bytes for the Upload API
   * @returns {Promise<CmaResponse>}
   */
  async function call(path, request = {}) {
    const method = request.method ?? 'GET';
    const url = request.upload
      ? `https://${uploadHost}/spaces/${encodeURIComponent(space)}${path}`
      : `${base}${request.env ? `/environments/${encodeURIComponent(environment)}` : ''}${path}`;
    const what = `${method} ${url.replace(/^https:\/\/[^/]+/, '')}`;
    let networkTries = 0;
    for (let attempt = 0; ; attempt += 1) {
      let response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': request.upload
              ? 'application/octet-stream'
              : 'application/vnd.contentful.management.v1+json',
            ...request.headers,
          },
          ...(request.upload
            ? { body: request.upload }
            : request.body === undefined
              ? {}
              : { body: JSON.stringify(request.body) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const cause = networkCause(error);
        if (cause === undefined) throw error;
        // DNS and refused connections fail at once; a timeout already used 20 s, so it is not tried again.
        if (networkTries < NETWORK_RETRIES && !cause.startsWith('no answer')) {
          networkTries += 1;
          await wait(1000 * networkTries);
          continue;
        }
        throw new SetupError(
          `Contentful could not be reached at ${host} (${cause}): check the network connection (and a proxy or firewall), then run setup again.`,
        );
      }
      onAnswer();
      const text = await response.text();
      /** @type {any} */
      let body;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = { message: text.slice(0, 200) };
      }
      if (response.status === 429 && attempt < RATE_LIMIT_RETRIES) {
        // Contentful says when the limit resets; without it, back off exponentially (1, 2, 4, … s).
        const reset = Number(response.headers.get('X-Contentful-RateLimit-Reset'));
        const seconds = Number.isFinite(reset) && reset > 0 ? reset : 2 ** attempt;
        log(`Contentful rate limit reached; trying again in ${seconds} s.`);
        await wait(seconds * 1000);
        continue;
      }
      if (response.ok || (request.allow404 && response.status === 404)) {
        const version = Number(response.headers.get('X-Contentful-Version') ?? body?.sys?.version);
        return { status: response.status, body, version: Number.isFinite(version) ? version : undefined };
      }
      throw new SetupError(explain(response.status, body, what, { host, space, environment }));
    }
  }
  return { call, host, space, environment };
}

/** @typedef {ReturnType<typeof createCmaClient>} CmaClient */

/**
 * The message for an error answer, naming what to fix.
 * @param {number} status
 * @param {any} body
 * @param {string} what the request ('PUT /spaces/…')
 * @param {{ host: string, space: string, environment: string }} where
 */
export function explain(status, body, what, where) {
  const id = body?.sys?.id ?? '';
  const message = typeof body?.message === 'string' ? body.message : '';
  const request = body?.requestId ? ` (request id ${body.requestId})` : '';
  if (status === 401 || id === 'AccessTokenInvalid') {
    return `Contentful refused the management token (HTTP 401 ${id}): set CONTENTFUL_MANAGEMENT_TOKEN to a valid personal access token (Contentful → Settings → CMA tokens)${request}.`;
  }
  if (status === 403) {
    return `Contentful: the management token may not change space ${where.space} (HTTP 403 ${id}): use a token of a user with the Admin or Developer role there${request}.`;
  }
  if (status === 404 && body?.details?.type === 'Space') {
    return `Contentful has no space '${where.space}' for this token (HTTP 404): check CONTENTFUL_SPACE_ID${request}.`;
  }
  if (status === 404 && body?.details?.type === 'Environment') {
    return `Contentful space ${where.space} has no environment '${where.environment}' (HTTP 404): check CONTENTFUL_ENVIRONMENT${request}.`;
  }
  if (status === 429) {
    return `Contentful kept answering 'rate limit exceeded' (HTTP 429) after ${RATE_LIMIT_RETRIES} retries: wait a minute, then run setup again${request}.`;
  }
  if (status === 409) {
    return `Contentful: ${what} was changed by someone else meanwhile (HTTP 409 ${id}): run setup again${request}.`;
  }
  const details = body?.details?.errors ? ` ${JSON.stringify(body.details.errors)}` : '';
  return `Contentful answered ${what} with HTTP ${status} ${id}: ${message}${details}${request}.`;
}
