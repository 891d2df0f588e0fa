// Helpers for browser tests that need accounts: users are created in the harness's Auth emulator.
import { t } from '../../../src/i18n';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../../../src/environment.mjs';
import { url } from './browser';

/** The emulator accepts any key; the site's demo config uses this one too. */
export const EMULATOR_API_KEY = DEMO_API_KEY;
export const EMULATOR_PROJECT_ID = DEMO_PROJECT_ID;

/** http://host:port of the harness's Auth emulator. */
export function emulatorOrigin(): string {
  return `http://${inject('authEmulatorHost')}`;
}

/** A fresh address per call, so tests never collide on accounts. */
export function uniqueEmail(prefix = 'test'): string {
  const rand = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${rand}@example.com`;
}

async function emulatorPost<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${emulatorOrigin()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path} failed (${res.status}): ${json.error?.message ?? ''}`);
  return json;
}

/** Creates an e-mail/password account in the emulator (the REST API the Firebase SDK uses). */
export async function createUser(email: string, password: string): Promise<{ uid: string }> {
  const json = await emulatorPost<{ localId: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: json.localId };
}

/** Disables (or re-enables) an account with the emulator's admin access ("Bearer owner"). */
export async function setUserDisabled(uid: string, disabled: boolean): Promise<void> {
  await emulatorPost(
    `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    { localId: uid, disableUser: disabled },
    { authorization: 'Bearer owner' },
  );
}

/** Switches the emulator's improved e-mail privacy (invalid-credential for both wrong password and unknown e-mail). */
export async function setImprovedEmailPrivacy(enabled: boolean): Promise<void> {
  const res = await fetch(`${emulatorOrigin()}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!res.ok) throw new Error(`Auth emulator config update failed (${res.status}): ${await res.text()}`);
}

/** Waits until the /login form is hydrated (its submit button is enabled only then). */
export async function waitForLoginForm(page: Page): Promise<void> {
  await page.waitForSelector('main form button[type="submit"]:not([disabled])');
}

/** Signs in through /login and waits until the app is back on / with Profiel in the header. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/login'));
  await waitForLoginForm(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: t('action.signIn'), exact: true }).click();
  await page.waitForURL(url('/'));
  await page.getByRole('banner').getByRole('link', { name: 'Profiel', exact: true }).waitFor({ state: 'visible' });
}

/** signInViaUi, tolerating the login page's own redirect racing the one after signing in. */
export async function signInRacingRedirect(page: Page, email: string, password: string): Promise<void> {
  try {
    await signInViaUi(page, email, password);
  } catch (error) {
    if (!/ERR_ABORTED|frame was detached/.test(String(error))) throw error;
  }
}

/** Signs out the way a reader does: 'Uitloggen' on /profile, which returns to the home page. */
export async function signOutViaUi(page: Page): Promise<void> {
  await page.goto(url('/profile'));
  await page.getByRole('button', { name: t('action.signOut') }).click();
  await page.waitForURL(url('/'));
}
