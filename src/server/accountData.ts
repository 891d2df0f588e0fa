// The account data API of the Pages Functions (functions/api/data/): one row per account and kind in D1, read,
// written and deleted by the account a verified Firebase ID token names. The account never comes from the request
// itself (path, body or query). Nothing is written on any error: each write is one statement, run only after the
// token, the size and the shape have passed.
import type { JWTVerifyGetKey } from 'jose';
import { isKind, type Kind } from '../lib/sync/kinds';
import { BODY_SCHEMAS, MAX_BODY_BYTES } from './schema';
import { emulatorTokensAllowed, firebaseKeys, InvalidTokenError, verifyIdToken } from './idToken';

/** The part of Cloudflare's D1 binding this API uses (the full types are in @cloudflare/workers-types). */
export interface D1Like {
  prepare(query: string): D1StatementLike;
}
export interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run(): Promise<unknown>;
}

/** The Functions' bindings (wrangler.toml, and `--binding` from scripts/preview.mjs locally). */
export interface Env {
  readonly DB: D1Like;
  /** The Firebase project whose ID tokens are accepted. */
  readonly FIREBASE_PROJECT_ID?: string;
  /** '1': accept the Auth emulator's unsigned tokens on loopback. Only scripts/preview.mjs sets it. */
  readonly AUTH_EMULATOR_TOKENS?: string;
}

/** What a handler needs besides the request: the bindings, and the keys (Google's unless a test gives others). */
export interface ApiContext {
  readonly env: Env;
  readonly keys?: JWTVerifyGetKey;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

function problem(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json(status, { error }, headers);
}

/** The uid of the verified bearer token, or a 401 answer. */
async function account(request: Request, { env, keys }: ApiContext): Promise<string | Response> {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(request.headers.get('authorization') ?? '');
  const unauthorized = problem(401, 'unauthorized', { 'www-authenticate': 'Bearer' });
  if (!match?.[1]) return unauthorized;
  try {
    return await verifyIdToken(match[1], {
      projectId: env.FIREBASE_PROJECT_ID ?? '',
      keys: keys ?? firebaseKeys(),
      acceptUnsigned: emulatorTokensAllowed(env.AUTH_EMULATOR_TOKENS, request.url),
    });
  } catch (error) {
    if (error instanceof InvalidTokenError) return unauthorized;
    throw error;
  }
}

/** The body as text, or a 413 answer when it is over MAX_BODY_BYTES (declared or actual). */
async function boundedBody(request: Request): Promise<string | Response> {
  const tooLarge = problem(413, 'body too large');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return tooLarge;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

async function readRow(db: D1Like, uid: string, kind: Kind): Promise<Response> {
  const row = await db
    .prepare('SELECT data, written_at FROM account_data WHERE uid = ?1 AND kind = ?2')
    .bind(uid, kind)
    .first<{ data: string; written_at: number }>();
  return json(
    200,
    row ? { data: JSON.parse(row.data) as unknown, writtenAt: row.written_at } : { data: null, writtenAt: null },
  );
}

async function writeRow(request: Request, db: D1Like, uid: string, kind: Kind): Promise<Response> {
  const text = await boundedBody(request);
  if (text instanceof Response) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'invalid JSON');
  }
  const parsed = BODY_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) return problem(422, 'invalid data');
  const writtenAt = Date.now();
  await db
    .prepare(
      `INSERT INTO account_data (uid, kind, data, written_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (uid, kind) DO UPDATE SET data = excluded.data, written_at = excluded.written_at`,
    )
    .bind(uid, kind, JSON.stringify(parsed.data.data), writtenAt)
    .run();
  return json(200, { writtenAt });
}

/** /api/data/<kind>: GET the row, PUT a new value. */
export async function handleKind(request: Request, kindParam: string, context: ApiContext): Promise<Response> {
  const uid = await account(request, context);
  if (uid instanceof Response) return uid;
  if (!isKind(kindParam)) return problem(404, 'unknown kind');
  if (request.method === 'GET') return readRow(context.env.DB, uid, kindParam);
  if (request.method === 'PUT') return writeRow(request, context.env.DB, uid, kindParam);
  return problem(405, 'method not allowed', { allow: 'GET, PUT' });
}

/** /api/data: DELETE every row of the account ('Verwijder mijn gegevens'). */
export async function handleAll(request: Request, context: ApiContext): Promise<Response> {
  const uid = await account(request, context);
  if (uid instanceof Response) return uid;
  if (request.method !== 'DELETE') return problem(405, 'method not allowed', { allow: 'DELETE' });
  await context.env.DB.prepare('DELETE FROM account_data WHERE uid = ?1').bind(uid).run();
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
