// Identity request timeout: 30 s on desktop, 60 s on mobile, at most 5 s when offline.
import { withinTime } from '../timeout';

export const IDENTITY_TIMEOUT_DESKTOP_MS = 30_000;
export const IDENTITY_TIMEOUT_MOBILE_MS = 60_000;
export const IDENTITY_TIMEOUT_OFFLINE_MS = 5_000;
/** After a successful sign-in the app goes to / after about 100 ms. */
export const LOGIN_SUCCESS_REDIRECT_MS = 100;

export function identityTimeoutMs({ online, mobile }: { online: boolean; mobile: boolean }): number {
  if (!online) return IDENTITY_TIMEOUT_OFFLINE_MS;
  return mobile ? IDENTITY_TIMEOUT_MOBILE_MS : IDENTITY_TIMEOUT_DESKTOP_MS;
}

/** Same test Firebase uses for its own mobile timeouts. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iphone|ipad|ipod|android|blackberry|windows phone|iemobile|opera mini|mobi/i.test(userAgent);
}

/** An error shaped like Firebase's, so the message mapping treats a timeout as a network failure. */
export class IdentityTimeoutError extends Error {
  readonly code = 'auth/network-request-failed';
  constructor(ms: number) {
    super(`The identity request did not finish within ${ms} ms.`);
    this.name = 'IdentityTimeoutError';
  }
}

/** Resolves or rejects like `promise`, but rejects with IdentityTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return withinTime(promise, ms, () => new IdentityTimeoutError(ms));
}
