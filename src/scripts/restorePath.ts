// Restores the path a host saved (session storage) before it rewrote an unknown URL to the home
// page; only a same-origin known route, never the page already shown.
import { ORIGINAL_PATH_KEY } from '../config';
import { KNOWN_PATHS } from '../data/routes';
import { restorablePath } from '../lib/fallback';

export function restoreSavedPath(): void {
  let saved: string | null;
  try {
    saved = sessionStorage.getItem(ORIGINAL_PATH_KEY);
    sessionStorage.removeItem(ORIGINAL_PATH_KEY);
  } catch {
    return; // No session storage (privacy mode): nothing to restore.
  }
  const target = restorablePath(saved, location.origin, KNOWN_PATHS);
  if (target !== null && target !== location.pathname + location.search + location.hash) location.replace(target);
}
