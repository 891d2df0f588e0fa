// The pages that always load Firebase (login, profile and the portfolio section), apart from the route table
// (src/data/routes.ts, whose entries take their `needsAuth` from here): the header script every page ships asks
// this, and must not carry the whole table to do so. Imports only the path rule, so plain Node can load it.
import { canonicalPath } from './paths.ts';

/** The account pages outside the portfolio section. */
const ACCOUNT_PATHS: readonly string[] = ['/login', '/profile'];

/** The portfolio section: its hub and every screen under it (a screen not yet in the table too). */
const PORTFOLIO_PATH = '/portfolio';

/** Pages that always load Firebase: login, profile and the portfolio section. */
export function pageNeedsAuth(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return ACCOUNT_PATHS.includes(path) || path === PORTFOLIO_PATH || path.startsWith(`${PORTFOLIO_PATH}/`);
}
