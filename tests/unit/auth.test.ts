import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGES,
  authErrorCode,
  authErrorMessage,
  googleErrorMessage,
  missingFields,
} from '../../src/lib/auth/errors';
import { pageNeedsAuth } from '../../src/data/routes';
import { formatAuthDate, UNKNOWN_DATE } from '../../src/lib/auth/format';
import { AUTH_HINT_KEY, authLinkFor, readAuthHint, shouldLoadAuth, writeAuthHint } from '../../src/lib/auth/hint';
import { AuthUnavailableError } from '../../src/lib/auth/types';
import {
  IdentityTimeoutError,
  IDENTITY_TIMEOUT_DESKTOP_MS,
  IDENTITY_TIMEOUT_MOBILE_MS,
  IDENTITY_TIMEOUT_OFFLINE_MS,
  identityTimeoutMs,
  isMobileUserAgent,
  withTimeout,
} from '../../src/lib/auth/timeout';
import { DEFAULT_EMULATOR_HOST, DEMO_PROJECT_ID, firebaseSettings } from '../../src/environment.mjs';
import { emulatorUrl } from '../../src/lib/firebase/config';
import { cspDirectives, cspScriptResources, emulatorOrigin } from '../../src/security/csp.mjs';

const fbError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'Dit e-mailadres is al in gebruik.'],
    ['auth/user-not-found', 'Geen account gevonden met dit e-mailadres.'],
    ['auth/wrong-password', 'Onjuist wachtwoord.'],
    ['auth/weak-password', 'Wachtwoord moet minimaal 6 karakters bevatten.'],
    ['auth/invalid-credential', 'Onjuist e-mailadres of wachtwoord.'],
    ['auth/too-many-requests', 'Te veel pogingen. Probeer het over een paar minuten opnieuw.'],
    ['auth/network-request-failed', 'Geen verbinding met de inlogdienst. Controleer je internetverbinding.'],
    ['auth/invalid-email', 'Dit is geen geldig e-mailadres.'],
    ['auth/user-disabled', 'Dit account is geblokkeerd.'],
    ['auth/internal-error', 'Er is een fout opgetreden. Probeer het opnieuw.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(fbError(code))).toBe(message);
  });

  it('falls back to the generic message for anything without a code', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_MESSAGES.generic);
    expect(authErrorMessage(null)).toBe(AUTH_MESSAGES.generic);
    expect(authErrorMessage({ code: 42 })).toBe(AUTH_MESSAGES.generic);
    expect(authErrorCode('auth/user-not-found')).toBe('');
  });
});

describe('googleErrorMessage', () => {
  it('shows nothing when the visitor closed the popup', () => {
    expect(googleErrorMessage(fbError('auth/popup-closed-by-user'))).toBeNull();
    expect(googleErrorMessage(fbError('auth/cancelled-popup-request'))).toBeNull();
  });
  it('tells the reader to allow pop-ups when the browser blocked the Google window', () => {
    expect(googleErrorMessage(fbError('auth/popup-blocked'))).toBe(
      'Je browser heeft het inlogvenster van Google geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
    );
  });
  it('says there is no connection for a network failure, the identity timeout and an unloadable sign-in code', () => {
    const network = 'Geen verbinding met de inlogdienst. Controleer je internetverbinding.';
    expect(googleErrorMessage(fbError('auth/network-request-failed'))).toBe(network);
    expect(googleErrorMessage(new IdentityTimeoutError(5_000))).toBe(network);
    expect(googleErrorMessage(new AuthUnavailableError(new TypeError('Failed to fetch')))).toBe(network);
  });
  it('says there were too many attempts', () => {
    expect(googleErrorMessage(fbError('auth/too-many-requests'))).toBe(
      'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
    );
  });
  it('shows the general Google message for anything else, the connection message when offline', () => {
    expect(googleErrorMessage(fbError('auth/internal-error'))).toBe(AUTH_MESSAGES.google);
    expect(googleErrorMessage(new TypeError('boom'))).toBe(AUTH_MESSAGES.google);
    expect(googleErrorMessage(fbError('auth/internal-error'), false)).toBe(AUTH_MESSAGES.network);
    expect(googleErrorMessage(fbError('auth/popup-closed-by-user'), false)).toBeNull();
  });
  it('still says when the account is blocked', () => {
    expect(googleErrorMessage(fbError('auth/user-disabled'))).toBe(AUTH_MESSAGES.userDisabled);
  });
});

describe('missingFields', () => {
  it('needs both fields', () => {
    expect(missingFields('', 'geheim')).toBe(true);
    expect(missingFields('   ', 'geheim')).toBe(true);
    expect(missingFields('a@b.nl', '')).toBe(true);
    expect(missingFields('a@b.nl', 'geheim')).toBe(false);
  });
  it('has the spec text', () => {
    expect(AUTH_MESSAGES.emptyFields).toBe('Vul alle velden in.');
  });
});

describe('signed-in hint', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  }

  it('is written on sign-in and removed on sign-out', () => {
    const storage = memoryStorage();
    expect(readAuthHint(storage)).toBe(false);
    writeAuthHint(storage, true);
    expect(storage.map.get(AUTH_HINT_KEY)).toBe('1');
    expect(readAuthHint(storage)).toBe(true);
    writeAuthHint(storage, false);
    expect(storage.map.has(AUTH_HINT_KEY)).toBe(false);
    expect(readAuthHint(storage)).toBe(false);
  });

  it('survives missing or throwing storage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readAuthHint(null)).toBe(false);
    expect(readAuthHint(throwing)).toBe(false);
    expect(() => writeAuthHint(throwing, true)).not.toThrow();
    expect(() => writeAuthHint(null, false)).not.toThrow();
  });

  it('ignores other values under the key', () => {
    expect(readAuthHint({ getItem: () => 'true' })).toBe(false);
  });

  it('knows which pages always need the auth state', () => {
    for (const path of [
      '/login',
      '/profile',
      '/portfolio',
      '/portfolio/dashboard',
      '/portfolio/watchlist',
      '/login.html',
    ])
      expect(pageNeedsAuth(path), path).toBe(true);
    for (const path of ['/', '/faq', '/etf', '/nieuws/iets', '/portfoliox', '/tools/compound-interest'])
      expect(pageNeedsAuth(path), path).toBe(false);
  });

  it('loads Firebase only with the hint or on an auth page', () => {
    expect(shouldLoadAuth(false, '/faq')).toBe(false);
    expect(shouldLoadAuth(true, '/faq')).toBe(true);
    expect(shouldLoadAuth(false, '/profile')).toBe(true);
  });

  it('maps the auth state to the header link (neither while loading)', () => {
    expect(authLinkFor({ status: 'loading' })).toBeNull();
    expect(authLinkFor({ status: 'signed-out' })).toEqual({ href: '/login', label: 'login' });
    expect(authLinkFor({ status: 'signed-in' })).toEqual({ href: '/profile', label: 'profile' });
  });
});

describe('identity timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('is 30 s on desktop, 60 s on mobile and 5 s offline', () => {
    expect(identityTimeoutMs({ online: true, mobile: false })).toBe(30_000);
    expect(identityTimeoutMs({ online: true, mobile: true })).toBe(60_000);
    expect(identityTimeoutMs({ online: false, mobile: true })).toBe(5_000);
    expect([IDENTITY_TIMEOUT_DESKTOP_MS, IDENTITY_TIMEOUT_MOBILE_MS, IDENTITY_TIMEOUT_OFFLINE_MS]).toEqual([
      30_000, 60_000, 5_000,
    ]);
  });

  it('recognises mobile browsers', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe(false);
  });

  it('rejects a hanging call with a network-request-failed error', async () => {
    vi.useFakeTimers();
    const hanging = new Promise<void>(() => {});
    const result = withTimeout(hanging, 5_000);
    const check = expect(result).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
  });

  it('passes results and errors through when they come in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(fbError('auth/popup-blocked')), 1_000)).rejects.toMatchObject({
      code: 'auth/popup-blocked',
    });
  });
});

describe('formatAuthDate', () => {
  it('formats Firebase metadata times in nl-NL, in the Netherlands whatever the machine time zone', () => {
    expect(formatAuthDate('Sun, 22 Nov 2026 23:30:00 GMT')).toBe('23-11-2026, 00:30:00');
    expect(formatAuthDate('Sun, 22 Nov 2026 07:36:31 GMT')).toBe('22-11-2026, 08:36:31');
  });
  it("says 'Onbekend' when missing or unreadable", () => {
    expect(formatAuthDate(null)).toBe(UNKNOWN_DATE);
    expect(formatAuthDate(undefined)).toBe('Onbekend');
    expect(formatAuthDate('')).toBe('Onbekend');
    expect(formatAuthDate('geen datum')).toBe('Onbekend');
  });
});

describe('firebaseSettings', () => {
  it('uses the demo project and the local emulator without an API key', () => {
    const s = firebaseSettings({});
    expect(s.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(s.options.apiKey).toBe('fake-api-key');
    expect(s.emulatorHost).toBe(DEFAULT_EMULATOR_HOST);
    expect(DEFAULT_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('stays on the demo project without an API key, even with a project id set', () => {
    const s = firebaseSettings({ PUBLIC_FIREBASE_PROJECT_ID: 'bk-prod', PUBLIC_FIREBASE_APP_ID: '1:2:web:3' });
    expect(s.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(s.emulatorHost).toBe(DEFAULT_EMULATOR_HOST);
  });

  it('uses the hosted project when an API key is set', () => {
    const s = firebaseSettings({
      PUBLIC_FIREBASE_API_KEY: 'AIzaKey',
      PUBLIC_FIREBASE_AUTH_DOMAIN: 'bk.firebaseapp.com',
      PUBLIC_FIREBASE_PROJECT_ID: 'bk-prod',
      PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(s.options).toEqual({
      apiKey: 'AIzaKey',
      authDomain: 'bk.firebaseapp.com',
      projectId: 'bk-prod',
      appId: '1:2:web:3',
    });
    expect(s.emulatorHost).toBeNull();
  });

  it('always follows PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', () => {
    expect(firebaseSettings({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:4321' }).emulatorHost).toBe(
      '127.0.0.1:4321',
    );
    expect(
      firebaseSettings({ PUBLIC_FIREBASE_API_KEY: 'AIzaKey', PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' })
        .emulatorHost,
    ).toBe('localhost:9199');
    expect(emulatorUrl('127.0.0.1:9099')).toBe('http://127.0.0.1:9099');
  });

  it('agrees with the CSP about the emulator origin', () => {
    const cases = [
      {},
      { PUBLIC_FIREBASE_API_KEY: 'k' },
      { PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'h:1' },
    ];
    for (const env of cases) {
      const settings = firebaseSettings(env);
      const host = settings.emulatorHost;
      expect(emulatorOrigin(settings)).toBe(host ? emulatorUrl(host) : null);
    }
  });
});

describe('CSP for Firebase Auth', () => {
  it('lets the site reach the emulator and Google sign-in', () => {
    const directives = cspDirectives(firebaseSettings({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:4000' }));
    const connect = directives.find((d) => d.startsWith('connect-src')) ?? '';
    const frame = directives.find((d) => d.startsWith('frame-src')) ?? '';
    expect(connect).toContain('http://127.0.0.1:4000');
    expect(connect).toContain('https://identitytoolkit.googleapis.com');
    expect(connect).toContain('https://securetoken.googleapis.com');
    // Exactly the Firebase Auth hosts the SDK calls: no shared Google host.
    expect(connect).toBe(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:4000",
    );
    expect(frame).toContain('https://apis.google.com');
    expect(frame).toContain('http://127.0.0.1:4000');
    expect(cspScriptResources()).toContain('https://apis.google.com');
  });

  it('names the configured auth domain for the sign-in iframe in production', () => {
    const directives = cspDirectives(
      firebaseSettings({ PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_AUTH_DOMAIN: 'bk.firebaseapp.com' }),
    );
    const frame = directives.find((d) => d.startsWith('frame-src')) ?? '';
    expect(frame).toContain('https://bk.firebaseapp.com');
    expect(directives.join(';')).not.toContain('http://');
  });
});
