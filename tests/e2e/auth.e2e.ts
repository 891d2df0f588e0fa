// Accounts (issue 6) in Chromium against the harness's Firebase Auth emulator.
import { describe, expect, it } from 'vitest';
import { openPage, url, useBrowser } from './support/browser';
import { uniqueEmail } from './support/auth';

const { browser } = useBrowser();
const PASSWORD = 'geheim123';

describe('register and sign in', () => {
  it('registers, shows Profiel in the header, then the profile details', async () => {
    const { context, page, problems } = await openPage(browser());
    const email = uniqueEmail('register');
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Nog geen account? Registreer je' }).click();
    expect(await page.getByLabel('Wachtwoord').getAttribute('autocomplete')).toBe('new-password');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Registreren', exact: true }).click();
    await page.waitForURL(url('/'));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Profiel', exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
