import { siteConfig } from '../../../src/environment.mjs';

export const CHROMIUM_PATH = siteConfig().chromiumPath;

export function chromiumMissingMessage(): string {
  return [
    `Chromium was not found at ${CHROMIUM_PATH}.`,
    'The browser tests drive Debian’s Chromium. Install it with:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at another Chromium/Chrome binary.',
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
