// Firebase ID tokens, verified in the Pages Functions (workerd) with `jose`: firebase-admin needs Node and does not
// run there. The rules are Firebase's own for verifying ID tokens with a third-party JWT library
// (https://firebase.google.com/docs/auth/admin/verify-id-tokens): RS256, signed by a key in Google's key set for
// securetoken@system.gserviceaccount.com, issuer https://securetoken.google.com/<project>, audience <project>, not
// expired, issued and authenticated in the past, and a non-empty subject, which is the account's uid.
import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Google's public keys for Firebase ID tokens, as a JSON Web Key Set. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** The uid Firebase puts in `sub`: at most 128 characters. */
const MAX_UID_LENGTH = 128;
/** Clock difference between Google's servers and this one that is still accepted, in seconds. */
const CLOCK_TOLERANCE_S = 5;

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

function issuerOf(projectId: string): string {
  return `https://securetoken.google.com/${projectId}`;
}

/** The uid of a verified payload: `sub`, non-empty, at most 128 characters, auth_time not in the future. */
function accountOf(payload: JWTPayload, now: number): string {
  const { sub } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_UID_LENGTH) {
    throw new InvalidTokenError('The token has no valid subject.');
  }
  const authTime = payload['auth_time'];
  if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_S) {
    throw new InvalidTokenError('The token has no valid auth_time.');
  }
  return sub;
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
      return accountOf(UnsecuredJWT.decode(token, claims).payload, now);
    }
    const { payload } = await jwtVerify(token, keys, { ...claims, algorithms: ['RS256'] });
    return accountOf(payload, now);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
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

/** A loopback host name: the machine itself (the local runtime), never a deployed site. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether the emulator's unsigned tokens may be accepted: the explicit local setting is '1' AND the request came to
 * a loopback address (`npm run preview`, the tests). A deployed site is never reached on loopback.
 */
export function emulatorTokensAllowed(setting: string | undefined, requestUrl: string): boolean {
  return setting === '1' && isLoopbackHost(new URL(requestUrl).hostname);
}
