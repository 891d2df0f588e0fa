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
 * Site search compiles Pagefind's WebAssembly, which needs 'wasm-unsafe-eval' (WebAssembly only, no JS eval).
 * @returns {string[]}
 */
export function cspScriptResources() {
  return ["'self'", "'wasm-unsafe-eval'", 'https://apis.google.com'];
}

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
  const identity = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
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
