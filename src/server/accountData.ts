// The account data API of the Pages Functions (functions/api/data/): one row per account and kind in D1, read,
// written and deleted by the account a verified Firebase ID token names. The account never comes from the request
// itself (path, body or query). Nothing is written on any error: each write is one statement, run only after the
// token, the size and the shape have passed.
//
// Versioned writes (docs/behaviour.md#account-data): every row has a version the server increments on each write, and
// the account a generation that 'Verwijder mijn gegevens' bumps and that outlives the deleted rows. A PUT names the
// version and the generation it was based on; the statement that writes checks both, so of two writes based on one
// version only the first lands, and the other gets 409 with the current copy to merge and send again. A write based
// on data from before a deletion gets 409 with the new generation, and the device discards that data.
//
// A version is never given out twice: a deletion (of one kind, or of all by 'Verwijder mijn gegevens') leaves the row
// as a tombstone, data null with the next version, so a device that last matched an older version is refused and
// merges, and a device that held the copy learns from the tombstone that it is gone.
//
// Every request is counted against the rate limit (src/server/rateLimit.ts): per address before the token is
// verified, per account after; over either, 429 with Retry-After.
import type { JWTVerifyGetKey } from 'jose';
import { isKind, type Kind } from '../lib/sync/kinds';
import { maxBodyBytes, RATE_LIMITS } from '../lib/sync/limits';
import { BODY_SCHEMAS } from './schema';
import { emulatorTokensAllowed, firebaseKeys, InvalidTokenError, KeysUnavailableError, verifyIdToken } from './idToken';
import { accountKey, addressKey, countRequest } from './rateLimit';

/** The part of Cloudflare's D1 binding this API uses (the full types are in @cloudflare/workers-types). */
export interface D1Like {
  prepare(query: string): D1StatementLike;
}
export interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run(): Promise<unknown>;
}
/** D1's batch: the statements run in one transaction, each result with the rows it returned. */
export interface D1BatchLike {
  batch<T = Record<string, unknown>>(statements: D1StatementLike[]): Promise<{ results?: T[] }[]>;
}

/** The Functions' bindings (wrangler.toml, and `--binding` from scripts/preview.mjs locally). */
export interface Env {
  readonly DB: D1Like & D1BatchLike;
  /** The Firebase project whose ID tokens are accepted. */
  readonly FIREBASE_PROJECT_ID?: string;
  /** '1': accept the Auth emulator's unsigned tokens on loopback. Only scripts/preview.mjs sets it. */
  readonly AUTH_EMULATOR_TOKENS?: string;
}

/** What a handler needs besides the request: the bindings, and the keys (Google's unless a test gives others). */
export interface ApiContext {
  readonly env: Env;
  readonly keys?: JWTVerifyGetKey;
  /** The server's clock in milliseconds since the epoch (Date.now unless a test gives another). */
  readonly now?: () => number;
}

/** Every answer: never cached, never sniffed as anything but what it says (the pages' `_headers` do not reach here). */
const BASE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const JSON_HEADERS = { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8' };
/** How long a client waits before asking again when Google's signing keys could not be fetched, in seconds. */
export const KEYS_RETRY_AFTER_S = 30;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

function problem(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json(status, { error }, headers);
}

/** The scheme is case-insensitive (RFC 9110 §11.1); the token is three base64url parts. */
const BEARER = /^bearer +([\w-]+\.[\w-]+\.[\w-]*)$/i;

/** 429 with Retry-After when `key` is over `limit` this minute, else undefined (the request is counted either way). */
async function overRateLimit(key: string, limit: number, { env, now }: ApiContext): Promise<Response | undefined> {
  const { retryAfterS } = await countRequest(env.DB, key, limit, (now ?? Date.now)());
  if (retryAfterS === undefined) return undefined;
  return problem(429, 'too many requests', { 'retry-after': String(retryAfterS) });
}

/**
 * The uid of the verified bearer token, or the answer that ends the request: 429 over the rate limit (per address
 * before the token is checked, so a flood of bad tokens is bounded too; per account after), 401 without a valid token,
 * 503 when Google's keys cannot be fetched now.
 */
async function account(request: Request, context: ApiContext): Promise<string | Response> {
  const address = request.headers.get('cf-connecting-ip');
  const byAddress = await overRateLimit(addressKey(address), RATE_LIMITS.perAddress, context);
  if (byAddress) return byAddress;
  const uid = await verifiedAccount(request, context);
  if (uid instanceof Response) return uid;
  return (await overRateLimit(accountKey(uid), RATE_LIMITS.perAccount, context)) ?? uid;
}

async function verifiedAccount(request: Request, { env, keys }: ApiContext): Promise<string | Response> {
  const match = BEARER.exec(request.headers.get('authorization') ?? '');
  const unauthorized = problem(401, 'unauthorized', { 'www-authenticate': 'Bearer' });
  if (!match?.[1]) return unauthorized;
  try {
    return await verifyIdToken(match[1], {
      projectId: env.FIREBASE_PROJECT_ID ?? '',
      keys: keys ?? firebaseKeys(),
      acceptUnsigned: emulatorTokensAllowed(env.AUTH_EMULATOR_TOKENS, request.headers.get('cf-connecting-ip')),
    });
  } catch (error) {
    if (error instanceof InvalidTokenError) return unauthorized;
    if (error instanceof KeysUnavailableError) {
      return problem(503, 'signing keys unavailable', { 'retry-after': String(KEYS_RETRY_AFTER_S) });
    }
    throw error;
  }
}

/** The body as text, or a 413 answer when it is over `limit` bytes (declared or actual). */
async function boundedBody(request: Request, limit: number): Promise<string | Response> {
  const tooLarge = problem(413, 'body too large');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return tooLarge;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
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

/** The account's copy of a kind as the API gives it: no row is data null, version 0; a tombstone is data null. */
interface CopyRow {
  readonly data: string | null;
  readonly version: number | null;
  readonly generation: number;
}

async function currentCopy(db: D1Like, uid: string, kind: Kind) {
  const row = await db
    .prepare(
      `SELECT COALESCE((SELECT generation FROM account_generation WHERE uid = ?1), 0) AS generation,
              (SELECT data FROM account_data WHERE uid = ?1 AND kind = ?2) AS data,
              (SELECT version FROM account_data WHERE uid = ?1 AND kind = ?2) AS version`,
    )
    .bind(uid, kind)
    .first<CopyRow>();
  return {
    data: row?.data == null ? null : (JSON.parse(row.data) as unknown),
    version: row?.version ?? 0,
    generation: row?.generation ?? 0,
  };
}

async function readRow(db: D1Like, uid: string, kind: Kind): Promise<Response> {
  return json(200, await currentCopy(db, uid, kind));
}

/**
 * Writes the value only when the account is still at the generation and the row at the version the write names, in
 * one statement (D1 runs one at a time per database, so no other write comes between the check and the write).
 */
const CONDITIONAL_WRITE = `INSERT INTO account_data (uid, kind, data, written_at, version)
  SELECT ?1, ?2, ?3, ?4, ?5 + 1
  WHERE COALESCE((SELECT generation FROM account_generation WHERE uid = ?1), 0) = ?6
    AND COALESCE((SELECT version FROM account_data WHERE uid = ?1 AND kind = ?2), 0) = ?5
  ON CONFLICT (uid, kind) DO UPDATE SET data = excluded.data, written_at = excluded.written_at, version = excluded.version
    WHERE account_data.version = ?5
  RETURNING version`;

async function writeRow(request: Request, db: D1Like, uid: string, kind: Kind): Promise<Response> {
  const text = await boundedBody(request, maxBodyBytes(kind));
  if (text instanceof Response) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, 'invalid JSON');
  }
  const parsed = BODY_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) return problem(422, 'invalid data');
  const { data, baseVersion, generation } = parsed.data;
  const written = await db
    .prepare(CONDITIONAL_WRITE)
    .bind(uid, kind, JSON.stringify(data), Date.now(), baseVersion, generation)
    .first<{ version: number }>();
  if (written) return json(200, { version: written.version, generation });
  // Refused: the current copy goes back, so the device can merge and send again without another request.
  const current = await currentCopy(db, uid, kind);
  const error = current.generation === generation ? 'stale version' : 'stale generation';
  return json(409, { error, ...current });
}

/**
 * Tombstones for the account's rows (all, or those of one kind): the data goes, the version moves on, so it is never
 * given out again. A row that is a tombstone already stays as it is.
 */
const TOMBSTONE = `UPDATE account_data SET data = NULL, version = version + 1, written_at = ?2
  WHERE uid = ?1 AND data IS NOT NULL`;

/**
 * Removes the account's copy of one kind (the reader turned off keeping their portfolio with the account), leaving a
 * tombstone. The generation stays: this is no deletion of the account's data, and a device that still holds the copy
 * learns that it is gone from the tombstone (src/stores/portfolioAccount.ts).
 */
async function deleteRow(db: D1Like, uid: string, kind: Kind, nowMs: number): Promise<Response> {
  await db.prepare(`${TOMBSTONE} AND kind = ?3`).bind(uid, nowMs, kind).run();
  return readRow(db, uid, kind);
}

/** /api/data/<kind>: GET the row, PUT a new value, DELETE the row. */
export function handleKind(request: Request, kindParam: string, context: ApiContext): Promise<Response> {
  return answer(() => kindRequest(request, kindParam, context));
}

async function kindRequest(request: Request, kindParam: string, context: ApiContext): Promise<Response> {
  const uid = await account(request, context);
  if (uid instanceof Response) return uid;
  if (!isKind(kindParam)) return problem(404, 'unknown kind');
  if (request.method === 'GET') return readRow(context.env.DB, uid, kindParam);
  if (request.method === 'PUT') return writeRow(request, context.env.DB, uid, kindParam);
  if (request.method === 'DELETE') return deleteRow(context.env.DB, uid, kindParam, (context.now ?? Date.now)());
  return problem(405, 'method not allowed', { allow: 'GET, PUT, DELETE' });
}

/** /api/data: DELETE the data of every row of the account ('Verwijder mijn gegevens') and bump its generation. */
export function handleAll(request: Request, context: ApiContext): Promise<Response> {
  return answer(() => deleteAll(request, context));
}

async function deleteAll(request: Request, context: ApiContext): Promise<Response> {
  const uid = await account(request, context);
  if (uid instanceof Response) return uid;
  if (request.method !== 'DELETE') return problem(405, 'method not allowed', { allow: 'DELETE' });
  const { DB } = context.env;
  // One transaction: no write can land between the new generation and the removal of the rows' data.
  const [bumped] = await DB.batch<{ generation: number }>([
    DB.prepare(
      `INSERT INTO account_generation (uid, generation) VALUES (?1, 1)
       ON CONFLICT (uid) DO UPDATE SET generation = generation + 1 RETURNING generation`,
    ).bind(uid),
    DB.prepare(TOMBSTONE).bind(uid, (context.now ?? Date.now)()),
  ]);
  const generation = bumped?.results?.[0]?.generation;
  if (typeof generation !== 'number') throw new Error('The account generation was not returned.');
  return json(200, { generation });
}

/**
 * Runs a handler and turns an unexpected failure into a plain 500 (the runtime would otherwise show its error page,
 * with the stack trace when local).
 */
async function answer(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch {
    return problem(500, 'internal error');
  }
}
