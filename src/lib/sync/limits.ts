// The limits of account data, in one place for both sides: the server's schemas (src/server/schema.ts) refuse what
// breaks them, and the browser checks the same numbers before it stores a change (src/stores/watchlist.ts), so a
// device never queues a change the server must refuse (docs/behaviour.md#account-data).

/** The largest request body the API reads, in bytes (the portfolio's own is PORTFOLIO_LIMITS.bodyBytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Per watchlist item and per list. */
export const WATCHLIST_LIMITS = {
  symbol: 16,
  name: 200,
  sector: 100,
  notes: 2000,
  items: 200,
} as const;

/**
 * The portfolio kept with the account (its normalised records, never the files, src/lib/portfolio/accountCopy.ts):
 * a body of up to 1 MiB (about 3,000 records; a D1 row holds up to 2 MB) and the lengths of each record's texts.
 */
export const PORTFOLIO_LIMITS = {
  bodyBytes: 1024 * 1024,
  records: 10_000,
  typed: 1_000,
  text: 200,
  id: 300,
  /**
   * The largest magnitude of a number in a record or a price (a quantity, a price, an amount, a rate): far beyond any
   * real holding, and small enough that a product or a sum of ten thousand of them stays finite. The readers leave out
   * a line with a larger one (src/lib/brokerFiles/shared/entries.ts), the stored check and the server refuse it.
   */
  magnitude: 1e15,
} as const;

/** The largest request body the API reads for a kind, in bytes. */
export function maxBodyBytes(kind: string): number {
  return kind === 'portfolio' ? PORTFOLIO_LIMITS.bodyBytes : MAX_BODY_BYTES;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * YYYY-MM-DD of a day that exists (2026-02-31 and 2026-99-99 do not), in the proleptic Gregorian calendar as Date
 * reads it. Arithmetic, not a Date per call: the readers check every record of a file of 10,000 trades with it.
 */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** The widest version and generation a PUT can name: the body check leaves room for them. */
const WIDEST_COUNTER = Number.MAX_SAFE_INTEGER;

/** The size in bytes of the PUT body that would carry `data` (src/browser/accountApi.ts putRemote). */
export function putBodyBytes(data: unknown): number {
  const body = JSON.stringify({ data, baseVersion: WIDEST_COUNTER, generation: WIDEST_COUNTER });
  return new TextEncoder().encode(body).byteLength;
}

/** Why a watchlist cannot be kept with the account, or undefined when it can. */
export type WatchlistLimit = 'notes-too-long' | 'too-many' | 'too-large';

/** The first limit a watchlist breaks, checked as the server checks it. */
export function watchlistOverLimit(
  items: readonly { readonly symbol: string; readonly notes?: string | undefined }[],
): WatchlistLimit | undefined {
  if (items.some((item) => (item.notes ?? '').length > WATCHLIST_LIMITS.notes)) return 'notes-too-long';
  if (items.length > WATCHLIST_LIMITS.items) return 'too-many';
  if (putBodyBytes(items) > MAX_BODY_BYTES) return 'too-large';
  return undefined;
}

/** Why a portfolio cannot be kept with the account, or undefined when it can. */
export type PortfolioLimit = 'too-large';

/**
 * The first size limit a portfolio copy breaks, checked as the server checks it, before turning keeping on and before
 * each send. What each record may hold is checked when a file is read (src/lib/sync/portfolioRules.ts, in the
 * readers), so the portfolio pages do not carry those rules; a copy the server still refuses (422, from a device's
 * older data) is shown and not sent again (src/stores/userStore.ts).
 */
export function portfolioOverLimit(copy: {
  readonly records: readonly unknown[];
  readonly typed: readonly unknown[];
}): PortfolioLimit | undefined {
  if (copy.records.length > PORTFOLIO_LIMITS.records || copy.typed.length > PORTFOLIO_LIMITS.typed) return 'too-large';
  if (putBodyBytes(copy) > PORTFOLIO_LIMITS.bodyBytes) return 'too-large';
  return undefined;
}

/**
 * The account API's rate limit (src/server/rateLimit.ts): requests per minute per account (the token's subject) and
 * per address (`CF-Connecting-IP`); over either, 429 with `Retry-After` in seconds until the minute ends.
 */
export const RATE_LIMITS = {
  perAccount: 300,
  perAddress: 1_000,
  windowSeconds: 60,
} as const;
