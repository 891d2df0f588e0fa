// Firebase ID tokens, verified in the Pages Functions (workerd) with `jose`: firebase-admin needs Node and does not
// run there. The rules are Firebase's own for verifying ID tokens with a third-party JWT library
// (https://firebase.google.com/docs/auth/admin/verify-id-tokens): RS256, signed by a key in Google's key set for
// securetoken@system.gserviceaccount.com, issuer https://securetoken.google.com/<project>, audience <project>, not
// expired, issued and authenticated in the past, and a non-empty subject of at most 128 characters, which is the
// account's uid. jose checks the signature, issuer, expiry and that the audience contains the project; the rest is
// checked here: `aud` a string (not a list), `iat` and `auth_time` not in the future, `auth_time` not after `iat`, and
// a lifetime (exp − iat) of at most the hour Firebase gives its ID tokens.
import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Google's public keys for Firebase ID tokens, as a JSON Web Key Set. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** The uid Firebase puts in `sub`: at most 128 characters. */
const MAX_UID_LENGTH = 128;
/** Clock difference between Google's servers and this one that is still accepted, in seconds. */
const CLOCK_TOLERANCE_S = 5;
/** Firebase ID tokens are valid for one hour. */
const MAX_LIFETIME_S = 60 * 60;

export interface VerifyOptions {
  /** The Firebase project id: the audience, and the issuer's last part. */
  readonly projectId: string;
  /** Where the signing keys come from (Google's key set online, a local one in tests). */
  readonly keys: JWTVerifyGetKey;
  /**
   * Accept the Auth emulator's unsigned tokens (alg "none"). Only the local runtime sets this, and only for a
   * request on loopback (see emulatorTokensAllowed).
   */
  readonly acceptUnsigned?: boolean;
  /** Seconds since the epoch; the current time when not given. */
  readonly now?: number;
}

/** Why a token was refused; the API answers 401 for each of them. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Google's signing keys could not be fetched: nothing is known about the token yet; the API answers 503. */
export class KeysUnavailableError extends Error {
  override name = 'KeysUnavailableError';
}

function issuerOf(projectId: string): string {
  return `https://securetoken.google.com/${projectId}`;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The uid of a payload whose signature, issuer and expiry are verified, after Firebase's remaining rules. */
function accountOf(payload: JWTPayload, projectId: string, now: number): string {
  const { sub, aud, iat, exp } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_UID_LENGTH) {
    throw new InvalidTokenError('The token has no valid subject.');
  }
  if (typeof aud !== 'string' || aud !== projectId) throw new InvalidTokenError('The audience is not the project.');
  if (!isTime(iat) || !isTime(exp) || iat > now + CLOCK_TOLERANCE_S) {
    throw new InvalidTokenError('The token was issued in the future.');
  }
  if (exp <= iat || exp - iat > MAX_LIFETIME_S) throw new InvalidTokenError('The token has no valid lifetime.');
  const authTime = payload['auth_time'];
  if (!isTime(authTime) || authTime > now + CLOCK_TOLERANCE_S || authTime > iat + CLOCK_TOLERANCE_S) {
    throw new InvalidTokenError('The token has no valid auth_time.');
  }
  return sub;
}

/**
 * The key for a token, telling a token that names no known key (refused: 401) from keys that could not be fetched
 * (a network failure, a timeout, an answer that is no key set: 503, and the client asks again later).
 */
function keysOrUnavailable(keys: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailableError("Google's signing keys could not be fetched.", { cause: error });
    }
  };
}

function headerAlg(token: string): unknown {
  try {
    const [header] = token.split('.');
    return (JSON.parse(atob((header ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { alg?: unknown }).alg;
  } catch {
    throw new InvalidTokenError('The token cannot be read.');
  }
}

/** Verifies a Firebase ID token and returns the account's uid; throws InvalidTokenError otherwise. */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<string> {
  const { projectId, keys, acceptUnsigned = false } = options;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (!projectId) throw new InvalidTokenError('No Firebase project is configured.');
  const claims = {
    issuer: issuerOf(projectId),
    audience: projectId,
    requiredClaims: ['exp', 'iat', 'sub'],
    currentDate: new Date(now * 1000),
    clockTolerance: CLOCK_TOLERANCE_S,
  };
  try {
    if (headerAlg(token) === 'none') {
      if (!acceptUnsigned)
        throw new InvalidTokenError('Unsigned tokens are accepted only from the local Auth emulator.');
      return accountOf(UnsecuredJWT.decode(token, claims).payload, projectId, now);
    }
    const { payload } = await jwtVerify(token, keysOrUnavailable(keys), { ...claims, algorithms: ['RS256'] });
    return accountOf(payload, projectId, now);
  } catch (error) {
    if (error instanceof InvalidTokenError || error instanceof KeysUnavailableError) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.message, { cause: error });
    throw error;
  }
}

/** Google's key set, fetched once per isolate and kept as jose caches it (refetched on an unknown key id). */
let googleKeys: JWTVerifyGetKey | undefined;
export function firebaseKeys(): JWTVerifyGetKey {
  googleKeys ??= createRemoteJWKSet(new URL(FIREBASE_JWKS_URL), { cacheMaxAge: 6 * 60 * 60 * 1000 });
  return googleKeys;
}

/** A loopback address: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.trim().toLowerCase();
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return ip === '::1' || /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(v4);
}

/**
 * Whether the emulator's unsigned tokens may be accepted: the explicit local setting is '1' AND the caller's address is
 * loopback. The address is `CF-Connecting-IP` as the runtime hands it to the Function, never the Host header or the
 * URL (both are the caller's to choose). Online, Cloudflare sets that header to the peer's address; locally, wrangler
 * (miniflare) sets it from workerd's socket peer, but keeps one the caller sent. So locally the runtime listens on
 * loopback only (scripts/preview.mjs), and the dev server's proxy (astro.config.mjs) overwrites the header with its
 * own caller's address: whoever can reach the runtime directly is this machine.
 */
export function emulatorTokensAllowed(setting: string | undefined, peerAddress: string | null): boolean {
  return setting === '1' && peerAddress !== null && isLoopbackAddress(peerAddress);
}
