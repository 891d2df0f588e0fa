import { siteConfig } from '../../../src/environment.mjs';

/** Debian's Chromium headless shell, the browser of every browser test but one (src/environment.mjs says why). */
export const CHROMIUM_PATH = siteConfig().chromiumPath;
/** Debian's full Chromium: the back/forward cache test, since the headless shell has no such cache. */
export const FULL_CHROMIUM_PATH = siteConfig().chromePath;

/** What to do when a browser the tests need is not installed; null when both are there. */
export function chromiumMissingMessage(exists: (path: string) => boolean): string | null {
  const missing = [
    { path: CHROMIUM_PATH, variable: 'CHROMIUM_PATH', debian: 'chromium-headless-shell' },
    { path: FULL_CHROMIUM_PATH, variable: 'CHROME_PATH', debian: 'chromium' },
  ].filter(({ path }) => !exists(path));
  if (missing.length === 0) return null;
  return [
    ...missing.map(({ path }) => `Chromium was not found at ${path}.`),
    'The browser tests drive Debian’s Chromium. Install it with:',
    `  sudo apt-get update && sudo apt-get install -y ${missing.map(({ debian }) => debian).join(' ')}`,
    `or point ${missing.map(({ variable }) => variable).join(' and ')} at another Chromium/Chrome binary.`,
  ].join('\n');
}

/** Flags for a quiet headless Chromium on a machine without network access or a sandbox. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
