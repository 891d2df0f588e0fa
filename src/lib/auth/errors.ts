// Firebase error code → the Dutch message on the login form.

export const AUTH_MESSAGES = {
  emptyFields: 'Vul alle velden in.',
  emailInUse: 'Dit e-mailadres is al in gebruik.',
  userNotFound: 'Geen account gevonden met dit e-mailadres.',
  wrongPassword: 'Onjuist wachtwoord.',
  weakPassword: 'Wachtwoord moet minimaal 6 karakters bevatten.',
  google: 'Er is een fout opgetreden bij het inloggen met Google.',
  generic: 'Er is een fout opgetreden. Probeer het opnieuw.',
  invalidCredential: 'Onjuist e-mailadres of wachtwoord.',
  tooManyRequests: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
  network: 'Geen verbinding met de inlogdienst. Controleer je internetverbinding.',
  popupBlocked:
    'Je browser heeft het inlogvenster van Google geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
  unavailable: 'De inlogdienst kon niet worden geladen. Controleer je internetverbinding en laad de pagina opnieuw.',
  invalidEmail: 'Dit is geen geldig e-mailadres.',
  userDisabled: 'Dit account is geblokkeerd.',
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

/** Spec §5: both fields must be filled before any request. */
export function missingFields(email: string, password: string): boolean {
  return email.trim() === '' || password === '';
}
