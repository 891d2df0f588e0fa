/// <reference types="astro/client" />

// The public variables the browser bundle reads (all optional: without them the site uses the
// local Auth emulator). Typed here so `import.meta.env` reads are strings, not `any`.
interface ImportMetaEnv {
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string;
}
