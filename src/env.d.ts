// Build-time constants astro.config.mjs defines from the site configuration (src/environment.mjs).
declare const __FIREBASE_SETTINGS__: import('./environment.mjs').FirebaseSettings;
declare const __AUTH_TEST_HOOK__: boolean;
