import { existsSync } from 'node:fs';
import { siteConfig, testChromium } from '../../../src/environment.mjs';

const config = siteConfig();
/** Which browser the browser tests drive (src/environment.mjs, testChromium, says how it is chosen). */
export const TEST_CHROMIUM = testChromium(config, existsSync);
/**
 * Debian's Chromium headless shell, the browser of every browser test but one; the full Chromium when the shell is
 * not installed (the global setup prints a note, or stops with what to install when neither is there).
 */
export const CHROMIUM_PATH = TEST_CHROMIUM.path ?? config.chromiumPath;
/** Debian's full Chromium: the back/forward cache test, since the headless shell has no such cache. */
export const FULL_CHROMIUM_PATH = config.chromePath;

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
