// @ts-check
// The Content-Security-Policy directives besides script-src/style-src (Astro hashes those).
// Kept in plain JS because astro.config.mjs imports it before any TypeScript tooling runs.

import { isHostName } from '../environment.mjs';
import { CMS_IMAGE_ORIGINS } from './imageHosts.mjs';

/** @typedef {import('../environment.mjs').FirebaseSettings} FirebaseSettings */

/**
 * Origin of the Auth emulator the built site will talk to, or null for hosted Firebase.
 * @param {FirebaseSettings} firebase
 */
export function emulatorOrigin(firebase) {
  return firebase.emulatorHost ? `http://${firebase.emulatorHost}` : null;
}

/**
 * script-src sources besides Astro's hashes. Google sign-in (signInWithPopup with the popup resolver)
 * loads https://apis.google.com/js/api.js for its helper iframe; Astro drops its default 'self' once
 * resources are given, so 'self' (the bundled /_astro scripts and the search bundle /pagefind/) is listed here.
 *
 * No 'wasm-unsafe-eval' on the pages: Pagefind 1.6 compiles its WebAssembly in its worker
 * (/pagefind/pagefind-worker.js), whose policy is the header PAGEFIND_ASSET_CSP, and the page itself never compiles
 * any (tests/e2e/search.e2e.ts searches with this policy and no CSP violation). Pagefind's main-thread fallback, for
 * a browser where that worker cannot start, is therefore refused, and the dialog says search is unavailable.
 * @returns {string[]}
 */
export function cspScriptResources() {
  return ["'self'", 'https://apis.google.com'];
}

/**
 * The Content-Security-Policy header of the scripts under /_astro/ (public/_headers). A policy in a page's <meta>
 * does not bind a web worker: a worker's policy is the header of its script. The export worker (Mijn kosten) holds
 * the reader's file, so it may reach nothing but this site (tests/e2e/runtime.e2e.ts: its cross-origin fetch is
 * refused).
 */
export const SCRIPT_ASSET_CSP = "default-src 'self'; connect-src 'self'";

/**
 * The header of Pagefind's files under /pagefind/: as SCRIPT_ASSET_CSP, and its worker compiles Pagefind's
 * WebAssembly, which needs 'wasm-unsafe-eval' (WebAssembly only, no JS eval).
 */
export const PAGEFIND_ASSET_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/**
 * @param {FirebaseSettings} firebase the site configuration's Firebase settings
 * @returns {NonNullable<Exclude<import('astro').AstroUserConfig['security'], undefined>['csp']> extends infer C ? C extends { directives?: infer D } ? NonNullable<D> : never : never}
 */
export function cspDirectives(firebase) {
  const emulator = emulatorOrigin(firebase);
  const domain = firebase.options.authDomain;
  // The configuration refuses such a value for production; in development it still never becomes CSP syntax.
  if (domain && !isHostName(domain)) throw new Error(`Firebase auth domain is not a host name: ${domain}`);
  const authDomain = domain ? `https://${domain}` : 'https://*.firebaseapp.com';
  // Exactly the hosts the Firebase Auth SDK calls (accounts, tokens); no shared Google host such as www.googleapis.com.
  const identity = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    ...(emulator ? [emulator] : []),
  ].join(' ');
  return [
    "default-src 'self'",
    // Images: the site's own and Contentful's (news). No data: URLs and no Google profile photos: no page shows one.
    `img-src 'self' ${CMS_IMAGE_ORIGINS.join(' ')}`,
    "font-src 'self'",
    // Workers only from this site: Pagefind's /pagefind/pagefind-worker.js (site search) and the module
    // worker under /_astro that parses large broker exports (Mijn kosten); no blob: workers.
    "worker-src 'self'",
    `connect-src 'self' ${identity}`,
    `frame-src ${authDomain} https://apis.google.com${emulator ? ` ${emulator}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
}
