// Accounts (docs/behaviour.md#accounts) in Chromium against the harness's Firebase Auth emulator.
import { t } from '../../src/i18n';
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/lib/auth/errors';
import { AUTH_HINT_KEY } from '../../src/lib/auth/hint';
import {
  IDENTITY_TIMEOUT_DESKTOP_MS,
  IDENTITY_TIMEOUT_OFFLINE_MS,
  LOGIN_SUCCESS_REDIRECT_MS,
} from '../../src/lib/auth/timeout';
import { formatDateTime } from '../../src/lib/format';
import {
  createUser,
  emulatorOrigin,
  setImprovedEmailPrivacy,
  setUserDisabled,
  signInViaUi,
  uniqueEmail,
  waitForLoginForm,
  signOutViaUi,
} from './support/auth';
import {
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsInBothThemes,
  forceTheme,
  openPage,
  pauseClock,
  settle,
  url,
  useBrowser,
} from './support/browser';
import { completeGooglePopup, serveGoogleStandIn } from './support/google';
import { renderedText } from './support/text';

const { browser } = useBrowser();
const PASSWORD = 'geheim123';

/** Chromium logs every 4xx answer as a console error; the failing sign-ins below cause them on purpose. */
const unexpected = (errors: readonly string[]) =>
  errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e));

const header = (page: Page) => page.getByRole('banner');
const headerLink = (page: Page, name: 'Login' | 'Profiel') => header(page).getByRole('link', { name, exact: true });
const hint = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_HINT_KEY);

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.textContent().then(renderedText)) ?? '';
}

const NO_CONNECTION = AUTH_MESSAGES.network;

/** Waits until the login form is hydrated and Firebase has reported the (signed-out) state. */
async function openLogin(page: Page): Promise<void> {
  await page.goto(url('/login'));
  await waitForLoginForm(page);
  await headerLink(page, 'Login').waitFor();
}

describe('register, profile, sign out', () => {
  it('registers, shows Profiel, the profile details, redirects /login and signs out', async () => {
    const { context, page, problems } = await openPage(browser());
    const email = uniqueEmail('register');
    await openLogin(page);
    expect(await page.getByLabel('Wachtwoord').getAttribute('autocomplete')).toBe('current-password');
    expect(await page.getByLabel('E-mailadres').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('E-mailadres').getAttribute('autocomplete')).toBe('email');
    await page.getByRole('button', { name: 'Nog geen account? Registreer je' }).click();
    expect(await page.getByLabel('Wachtwoord').getAttribute('autocomplete')).toBe('new-password');
    await fillLogin(page, email, PASSWORD);
    const before = Date.now();
    await page.getByRole('button', { name: 'Registreren', exact: true }).click();
    await page.waitForURL(url('/'));
    await headerLink(page, 'Profiel').waitFor();
    expect(await headerLink(page, 'Login').count()).toBe(0);
    expect(await hint(page)).toBe('1');

    await headerLink(page, 'Profiel').click();
    await page.waitForURL(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Mijn Profiel' }).waitFor();
    await page.getByText('Beheer je account en bekijk je instellingen').waitFor();
    await page.getByRole('heading', { name: 'Account Informatie' }).waitFor();
    const details = await page
      .locator('dl div')
      .evaluateAll((rows): Record<string, string | undefined> =>
        Object.fromEntries(
          rows.map((r) => [r.querySelector('dt')?.textContent ?? '', r.querySelector('dd')?.textContent ?? undefined]),
        ),
      );
    expect(details['E-mailadres']).toBe(email);
    expect(details['Gebruikers-ID']).toMatch(/^\w{20,}$/);
    // nl-NL in the Netherlands ("22-11-2026, 08:36:31"), and the account was made during this test:
    // the shown date is today's date in the site's time zone, whatever this machine's time zone is.
    const today = formatDateTime(new Date(before)).split(',')[0];
    for (const key of ['Account aangemaakt', 'Laatste login']) {
      expect(details[key], key).toMatch(/^\d{1,2}-\d{1,2}-\d{4}, \d{2}:\d{2}:\d{2}$/);
      expect(details[key]?.split(',')[0], key).toBe(today);
    }
    await page.getByRole('heading', { name: 'Account Acties' }).waitFor();
    await page.getByText('Account geverifieerd').waitFor();
    await page.getByRole('heading', { name: 'Beveiliging' }).waitFor();

    // A signed-in visitor on /login goes straight back to /.
    await page.goto(url('/login'));
    await page.waitForURL(url('/'));

    await signOutViaUi(page);
    await headerLink(page, 'Login').waitFor();
    expect(await hint(page)).toBeNull();

    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Niet ingelogd' }).waitFor();
    await page.getByText('Je moet ingelogd zijn om je profiel te bekijken.').waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: t('action.signIn') })
        .getAttribute('href'),
    ).toBe('/login');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the signed-in profile passes axe in both themes', async () => {
    const email = uniqueEmail('axe');
    await createUser(email, PASSWORD);
    for (const theme of ['light', 'dark'] as const) {
      const { context, page, problems } = await openPage(browser());
      await forceTheme(context, theme);
      await signInViaUi(page, email, PASSWORD);
      await page.goto(url('/profile'));
      await page.getByRole('heading', { name: 'Account Informatie' }).waitFor();
      await expectNoSeriousAxeViolations(page);
      expect(problems.errors).toEqual([]);
      await context.close();
    }
  });
});

describe('login errors', () => {
  it('shows each Dutch message in the alert above the submit button', async () => {
    const existing = uniqueEmail('existing');
    await createUser(existing, PASSWORD);
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    const submit = (name: string) => page.getByRole('button', { name, exact: true }).click();

    // Unknown e-mail and wrong password (the emulator's default, without e-mail enumeration protection).
    await fillLogin(page, uniqueEmail('unknown'), PASSWORD);
    await submit(t('action.signIn'));
    expect(await alertText(page)).toBe('Geen account gevonden met dit e-mailadres.');
    const alertBox = await page.getByRole('alert').boundingBox();
    const submitBox = await page.getByRole('button', { name: t('action.signIn'), exact: true }).boundingBox();
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(submitBox!.y);

    await fillLogin(page, existing, 'verkeerd1');
    await submit(t('action.signIn'));
    await page.getByRole('alert').getByText('Onjuist wachtwoord.').waitFor();

    await fillLogin(page, 'geen-adres', PASSWORD);
    await submit(t('action.signIn'));
    await page.getByRole('alert').getByText('Dit is geen geldig e-mailadres.').waitFor();

    // Switching the mode clears the error.
    await page.getByRole('button', { name: 'Nog geen account? Registreer je' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);

    await fillLogin(page, existing, PASSWORD);
    await submit('Registreren');
    expect(await alertText(page)).toBe('Dit e-mailadres is al in gebruik.');

    await fillLogin(page, uniqueEmail('weak'), 'abc');
    await submit('Registreren');
    await page.getByRole('alert').getByText('Wachtwoord moet minimaal 6 karakters bevatten.').waitFor();

    // With improved e-mail privacy (production default) both cases become invalid-credential.
    await setImprovedEmailPrivacy(true);
    try {
      await page.getByRole('button', { name: 'Heb je al een account? Log in' }).click();
      await fillLogin(page, existing, 'verkeerd1');
      await submit(t('action.signIn'));
      await page.getByRole('alert').getByText('Onjuist e-mailadres of wachtwoord.').waitFor();
      await fillLogin(page, uniqueEmail('unknown'), PASSWORD);
      await submit(t('action.signIn'));
      await page.waitForFunction(
        (label) => document.querySelector('button[type="submit"]')?.textContent === label,
        t('action.signIn'),
      );
      expect(await alertText(page)).toBe('Onjuist e-mailadres of wachtwoord.');
    } finally {
      await setImprovedEmailPrivacy(false);
    }
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it("says 'Vul alle velden in.' without any request when a field is empty", async () => {
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    const requests: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(emulatorOrigin())) requests.push(r);
    });
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    expect(await alertText(page)).toBe('Vul alle velden in.');
    await page.getByLabel('E-mailadres').fill('iemand@example.com');
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    await page.getByLabel('E-mailadres').fill('');
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    expect(await alertText(page)).toBe('Vul alle velden in.');
    // A complete form does send a request; requests arrive in order, so had any of the attempts
    // above sent one, it would be listed before this one.
    const unknown = uniqueEmail('complete');
    await fillLogin(page, unknown, PASSWORD);
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    await page.getByRole('alert').getByText('Geen account gevonden met dit e-mailadres.').waitFor();
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
    ]);
    expect(requests[0]?.postDataJSON()).toMatchObject({ email: unknown });
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it("shows t('action.busy') and disables both buttons while the request runs", async () => {
    const email = uniqueEmail('busy');
    await createUser(email, PASSWORD);
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/accounts:signInWithPassword**', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    const busy = page.getByRole('button', { name: t('action.busy') });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: t('auth.google') }).isDisabled()).toBe(true);
    release();
    await page.waitForURL(url('/'));
    await headerLink(page, 'Profiel').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the login page with an error passes axe in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await openPage(browser());
      await forceTheme(context, theme);
      await openLogin(page);
      await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
      await page.getByRole('alert').waitFor();
      await expectNoSeriousAxeViolations(page);
      await context.close();
    }
  });
});

describe('Google sign-in', () => {
  it('signs in with an emulator Google credential and shows Profiel', async () => {
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    const email = uniqueEmail('google');
    await page.waitForFunction(() => Boolean(window.__brokerkompasAuthTest));
    await page.evaluate(
      (token) => window.__brokerkompasAuthTest!.signInWithGoogleIdToken(token),
      JSON.stringify({ sub: `google-${Date.now()}`, email, email_verified: true }),
    );
    // The login page sees the signed-in state and leaves for /.
    await page.waitForURL(url('/'));
    await headerLink(page, 'Profiel').waitFor();
    await page.goto(url('/profile'));
    await page.getByText(email).waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('offline, the popup ends in the connection message and the form stays usable', async () => {
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: t('auth.google') }).click();
    expect(await alertText(page)).toBe(NO_CONNECTION);
    expect(await page.getByRole('button', { name: t('auth.google') }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: t('action.signIn'), exact: true }).isEnabled()).toBe(true);
    expect(page.context().pages()).toHaveLength(1);
    await context.setOffline(false);
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('a Google helper that never answers is cut off by the identity timeout (5 s offline)', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.clock.install();
    await openLogin(page);
    await pauseClock(page);
    let hits = 0;
    // Google's script loader hangs instead of failing: only the timeout can end the attempt.
    await page.route('https://apis.google.com/**', () => {
      hits += 1;
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: t('auth.google') }).click();
    await page.getByRole('button', { name: t('action.busy') }).waitFor();
    await page.clock.runFor(IDENTITY_TIMEOUT_OFFLINE_MS - 1);
    await settle(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.clock.runFor(1);
    expect(await alertText(page)).toBe(NO_CONNECTION);
    expect(hits).toBe(1);
    expect(await page.getByRole('button', { name: t('auth.google') }).isEnabled()).toBe(true);
    await context.setOffline(false);
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('a blocked Google helper (online) ends in the Google error and leaves the form usable', async () => {
    const { context, page, problems } = await openPage(browser());
    await openLogin(page);
    await page.route('https://apis.google.com/**', (route) => route.abort('blockedbyclient'));
    await page.getByRole('button', { name: t('auth.google') }).click();
    expect(await alertText(page)).toBe(AUTH_MESSAGES.google);
    await fillLogin(page, uniqueEmail('after-google'), PASSWORD);
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    await page.getByRole('alert').getByText('Geen account gevonden met dit e-mailadres.').waitFor();
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('a blocked pop-up asks the reader to allow pop-ups', async () => {
    const { context, page, problems } = await openPage(browser());
    await serveGoogleStandIn(page);
    // What a browser's pop-up blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openLogin(page);
    await page.getByRole('button', { name: t('auth.google') }).click();
    expect(await alertText(page)).toBe(AUTH_MESSAGES.popupBlocked);
    expect(await page.getByRole('button', { name: t('auth.google') }).isEnabled()).toBe(true);
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it.each([
    [
      'too many attempts',
      (route: Route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }),
        }),
      AUTH_MESSAGES.tooManyRequests,
    ],
    ['a lost connection', (route: Route) => route.abort('internetdisconnected'), NO_CONNECTION],
  ])('the popup completes but the emulator answers %s: its own message', async (_label, answer, message) => {
    const { context, page, problems } = await openPage(browser());
    await serveGoogleStandIn(page);
    await openLogin(page);
    await page.route('**/accounts:signInWithIdp**', answer);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: t('auth.google') }).click();
    await completeGooglePopup(page, (await popup).url(), uniqueEmail('google-fails'));
    expect(await alertText(page)).toBe(message);
    expect(page.url()).toBe(url('/login'));
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('a popup that completes after the timeout message clears it and signs in as usual', async () => {
    const { context, page, problems } = await openPage(browser());
    const email = uniqueEmail('late-google');
    await serveGoogleStandIn(page);
    await page.clock.install();
    await openLogin(page);
    await pauseClock(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: t('auth.google') }).click();
    const popupPage = await popup;
    const popupUrl = popupPage.url();
    await page.clock.runFor(IDENTITY_TIMEOUT_DESKTOP_MS);
    expect(await alertText(page)).toBe(NO_CONNECTION);
    expect(popupPage.isClosed()).toBe(false);

    await completeGooglePopup(page, popupUrl, email);
    await page.getByRole('alert').waitFor({ state: 'detached' });
    // The redirect waits for the usual short delay after a sign-in, on the page's (paused) clock.
    expect(page.url()).toBe(url('/login'));
    await page.clock.runFor(LOGIN_SUCCESS_REDIRECT_MS);
    await page.waitForURL(url('/'));
    await headerLink(page, 'Profiel').waitFor();
    expect(await hint(page)).toBe('1');
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });
});

describe('lazy identity code and the header slot', () => {
  const FIREBASE_MARKERS = ['identitytoolkit', '@firebase', 'firebaseapp.com'];

  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const bodies: Promise<string>[] = [];
    const onResponse = (res: import('playwright-core').Response) => {
      if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) bodies.push(res.text());
    };
    page.on('response', onResponse);
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    return Promise.all(bodies);
  }

  it('an anonymous reader downloads no Firebase code; a signed-in reader still sees Profiel', async () => {
    const { context, page, problems } = await openPage(browser());
    const anonymousPages = [
      '/',
      '/faq',
      '/aandelen/wat-zijn-aandelen',
      '/nieuws',
      '/tools',
      '/tools/compound-interest',
      '/etf/vind-jouw-etf',
      // A React island that reads the auth state: signed out at once, without Firebase.
      '/tools/stock-screener',
    ];
    for (const path of anonymousPages) {
      const scripts = await scriptsOf(page, path);
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts) for (const marker of FIREBASE_MARKERS) expect(body).not.toContain(marker);
      await headerLink(page, 'Login').waitFor();
    }
    const email = uniqueEmail('lazy');
    await createUser(email, PASSWORD);
    await signInViaUi(page, email, PASSWORD);
    const scripts = await scriptsOf(page, '/faq');
    expect(scripts.some((body) => body.includes('identitytoolkit'))).toBe(true);
    await headerLink(page, 'Profiel').waitFor();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('with a stale hint the slot stays empty while loading, then shows Login and drops the hint', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/faq'));
    const slot = page.locator('[data-auth-slot]');
    const width = (await slot.boundingBox())!.width;
    await page.evaluate((key) => localStorage.setItem(key, '1'), AUTH_HINT_KEY);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    // Hold back the lazily loaded auth store so the loading state is observable.
    let hits = 0;
    await page.route(/\/_astro\/auth\.[\w-]+\.js$/, async (route) => {
      hits += 1;
      await held;
      await route.continue();
    });
    await page.goto(url('/faq'));
    expect(await page.locator('[data-auth-link]').isVisible()).toBe(false);
    expect(await headerLink(page, 'Login').count()).toBe(0);
    expect((await slot.boundingBox())!.width).toBe(width);
    expect(hits).toBe(1);
    release();
    await headerLink(page, 'Login').waitFor();
    expect((await slot.boundingBox())!.width).toBe(width);
    expect(await hint(page)).toBeNull();
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('when the Firebase code cannot be downloaded, the header offers Login and /login says so in Dutch', async () => {
    const { context, page, problems } = await openPage(browser());
    let blocked = 0;
    // Only the chunk with Firebase itself fails; the page and the login form load.
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('identitytoolkit')) return route.fulfill({ response, body });
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(url('/login'));
    await waitForLoginForm(page);
    expect(await alertText(page)).toBe(AUTH_MESSAGES.unavailable);
    await headerLink(page, 'Login').waitFor();
    expect(blocked).toBeGreaterThan(0);
    await expectNoSeriousAxeViolationsInBothThemes(page);
    // Trying anyway ends in the connection message, not in a generic error or a spinner.
    await page.getByRole('button', { name: t('auth.google') }).click();
    await page.getByRole('alert').getByText(NO_CONNECTION).waitFor();
    expect(await page.getByRole('button', { name: t('auth.google') }).isEnabled()).toBe(true);
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('with the signed-in hint, a header whose auth code cannot be downloaded falls back to Login', async () => {
    const { context, page, problems } = await openPage(browser());
    await page.goto(url('/faq'));
    await page.evaluate((key) => localStorage.setItem(key, '1'), AUTH_HINT_KEY);
    await page.route(/\/_astro\/auth\.[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(url('/faq'));
    await headerLink(page, 'Login').waitFor();
    expect(await headerLink(page, 'Login').getAttribute('href')).toBe('/login');
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });

  it('a disabled account is signed out on the next visit', async () => {
    const email = uniqueEmail('disabled');
    const { uid } = await createUser(email, PASSWORD);
    const { context, page } = await openPage(browser());
    await signInViaUi(page, email, PASSWORD);
    await setUserDisabled(uid, true);
    await page.goto(url('/faq'));
    await headerLink(page, 'Login').waitFor();
    expect(await hint(page)).toBeNull();
    await page.goto(url('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Niet ingelogd' }).waitFor();
    await openLogin(page);
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
    expect(await alertText(page)).toBe('Dit account is geblokkeerd.');
    await context.close();
  });
});
