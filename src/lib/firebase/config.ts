// Firebase settings as the browser gets them. The settings are derived from the environment in
// src/environment.mjs (the site's one configuration) and injected by astro.config.mjs as the
// build-time constants declared in src/env.d.ts. Pure: no Firebase import.
import type { FirebaseSettings } from '../../environment.mjs';

export type { FirebaseSettings };

/** The URL `connectAuthEmulator` wants. */
export function emulatorUrl(host: string): string {
  return `http://${host}`;
}
