// Firebase error code → the Dutch message on the login form (the texts are in the dictionary, src/i18n).
import { tAccount } from '../../i18n/nl/account.ts';

export const AUTH_MESSAGES = {
  emptyFields: tAccount('auth.error.emptyFields'),
  emailInUse: tAccount('auth.error.emailInUse'),
  userNotFound: tAccount('auth.error.userNotFound'),
  wrongPassword: tAccount('auth.error.wrongPassword'),
  weakPassword: tAccount('auth.error.weakPassword'),
  google: tAccount('auth.error.google'),
  generic: tAccount('auth.error.generic'),
  invalidCredential: tAccount('auth.error.invalidCredential'),
  tooManyRequests: tAccount('auth.error.tooManyRequests'),
  network: tAccount('auth.error.network'),
  popupBlocked: tAccount('auth.error.popupBlocked'),
  unavailable: tAccount('auth.error.unavailable'),
  invalidEmail: tAccount('auth.error.invalidEmail'),
  userDisabled: tAccount('auth.error.userDisabled'),
} as const;

const BY_CODE: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': AUTH_MESSAGES.emailInUse,
  'auth/user-not-found': AUTH_MESSAGES.userNotFound,
  'auth/wrong-password': AUTH_MESSAGES.wrongPassword,
  'auth/weak-password': AUTH_MESSAGES.weakPassword,
  // Password-policy violations are the same rule as weak-password for this product (minimum 6).
  'auth/password-does-not-meet-requirements': AUTH_MESSAGES.weakPassword,
  'auth/invalid-credential': AUTH_MESSAGES.invalidCredential,
  'auth/invalid-login-credentials': AUTH_MESSAGES.invalidCredential,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'auth/network-request-failed': AUTH_MESSAGES.network,
  'auth/invalid-email': AUTH_MESSAGES.invalidEmail,
  'auth/user-disabled': AUTH_MESSAGES.userDisabled,
};

/** Codes that mean the visitor closed or replaced the Google popup: not an error worth showing. */
export const POPUP_DISMISSED_CODES: readonly string[] = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

/** The `code` of a Firebase error (or anything carrying one), else ''. */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string') return code;
  }
  return '';
}

/** Message for a failed e-mail/password sign-in or registration. */
export function authErrorMessage(error: unknown): string {
  return BY_CODE[authErrorCode(error)] ?? AUTH_MESSAGES.generic;
}

/** Google sign-in failures that are not about the account get their own advice. */
const GOOGLE_BY_CODE: Readonly<Record<string, string>> = {
  'auth/popup-blocked': AUTH_MESSAGES.popupBlocked,
  // Also the site's own identity timeout (IdentityTimeoutError carries this code).
  'auth/network-request-failed': AUTH_MESSAGES.network,
  'auth/too-many-requests': AUTH_MESSAGES.tooManyRequests,
  'auth/user-disabled': AUTH_MESSAGES.userDisabled,
};

/**
 * Message for a failed Google sign-in; null when the visitor simply closed the popup. Offline,
 * Firebase reports Google's unloadable helper script as an internal error: the cause is the
 * connection, so that is what the reader is told.
 */
export function googleErrorMessage(error: unknown, online = true): string | null {
  const code = authErrorCode(error);
  if (POPUP_DISMISSED_CODES.includes(code)) return null;
  return GOOGLE_BY_CODE[code] ?? (online ? AUTH_MESSAGES.google : AUTH_MESSAGES.network);
}

/** Both fields must be filled before any request. */
export function missingFields(email: string, password: string): boolean {
  return email.trim() === '' || password === '';
}
