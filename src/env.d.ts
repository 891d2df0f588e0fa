/// <reference types="astro/client" />

// Build-time constants astro.config.mjs defines from the site configuration (src/environment.mjs):
// the browser bundle reads these, never import.meta.env.
declare const __FIREBASE_SETTINGS__: import('./environment.mjs').FirebaseSettings;
declare const __AUTH_TEST_HOOK__: boolean;
