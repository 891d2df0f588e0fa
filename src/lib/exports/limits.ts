// Size rules for a chosen export, kept apart from the parser so they can be checked before any
// parsing code is downloaded.

/** Larger files are refused before reading: no broker's export of a private account comes near. */
export const MAX_EXPORT_BYTES = 20 * 1024 * 1024;
/** From this size the browser parses off the main thread, so the page stays responsive. */
export const WORKER_THRESHOLD_BYTES = 1024 * 1024;
