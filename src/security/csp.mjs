// @ts-check
// The Content-Security-Policy directives besides script-src/style-src (Astro hashes those).
// Kept in plain JS because astro.config.mjs imports it before any TypeScript tooling runs.

export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/** Origin of the Auth emulator the built site will talk to, or null for production Firebase. */
export function emulatorOrigin(env = process.env) {
  const host = env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || (env.PUBLIC_FIREBASE_API_KEY ? '' : DEFAULT_EMULATOR_HOST);
  return host ? `http://${host}` : null;
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

/** @returns {NonNullable<Exclude<import('astro').AstroUserConfig['security'], undefined>['csp']> extends infer C ? C extends { directives?: infer D } ? NonNullable<D> : never : never} */
export function cspDirectives(env = process.env) {
  const emulator = emulatorOrigin(env);
  const authDomain = env.PUBLIC_FIREBASE_AUTH_DOMAIN
    ? `https://${env.PUBLIC_FIREBASE_AUTH_DOMAIN}`
    : 'https://*.firebaseapp.com';
  const identity = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
    ...(emulator ? [emulator] : []),
  ].join(' ');
  return [
    "default-src 'self'",
    "img-src 'self' data: https://images.ctfassets.net https://*.googleusercontent.com",
    "font-src 'self'",
    // Site search runs Pagefind in a web worker from /pagefind/pagefind-worker.js.
    "worker-src 'self'",
    `connect-src 'self' ${identity}`,
    `frame-src ${authDomain} https://apis.google.com${emulator ? ` ${emulator}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
}
