// The shapes the account data API accepts, validated with zod as the configuration is (src/environment.mjs). The
// numbers come from src/lib/sync/limits.ts, which the browser checks too before it stores a change, so the two sides
// never disagree on what fits; the portfolio's rules are written out for the browser in src/lib/sync/portfolioRules.ts
// (zod would add about 24 KB gzip to every portfolio page), and tests/unit/account-rules.test.ts checks that whatever
// those accept, these accept. These schemas are the server's gate and never reach a page.
import { z } from 'astro/zod';
import { PORTFOLIO_FORMATS } from '../lib/portfolio/readers/types';
import { RECORD_KINDS } from '../lib/portfolio/records';
import type { Kind } from '../lib/sync/kinds';
import { isRealIsoDate, MAX_BODY_BYTES, PORTFOLIO_LIMITS, WATCHLIST_LIMITS } from '../lib/sync/limits';
import { FEE_KINDS } from '../lib/sync/portfolioRules';

export { MAX_BODY_BYTES };

const finite = z.number().finite();
/** A number of a portfolio record or price: finite and within the readers' bound. */
const amount = finite.min(-PORTFOLIO_LIMITS.magnitude).max(PORTFOLIO_LIMITS.magnitude);

const watchlistItem = z.strictObject({
  symbol: z.string().min(1).max(WATCHLIST_LIMITS.symbol),
  name: z.string().max(WATCHLIST_LIMITS.name),
  sector: z.string().max(WATCHLIST_LIMITS.sector),
  currentPrice: finite,
  change: finite,
  changePercent: finite,
  targetPrice: finite.min(0).optional(),
  notes: z.string().max(WATCHLIST_LIMITS.notes).optional(),
  addedDate: z.string().refine(isRealIsoDate, { error: 'not a real date' }),
  isFavorite: z.boolean(),
});

const watchlist = z
  .array(watchlistItem)
  .max(WATCHLIST_LIMITS.items)
  .refine((items) => new Set(items.map((i) => i.symbol)).size === items.length, { error: 'repeated symbol' });

const settings = z.strictObject({
  currencyDisplay: z.enum(['symbol', 'code']),
  compactNumbers: z.boolean(),
});

// The portfolio: the normalised records of src/lib/portfolio/records.ts (never the files) and the prices the reader
// typed, as src/lib/portfolio/accountCopy.ts sends them.
const text = z.string().max(PORTFOLIO_LIMITS.text);
const day = z.string().refine(isRealIsoDate, { error: 'not a real date' });
const feeKind = z.enum(FEE_KINDS);

const portfolioRecord = z.strictObject({
  id: z.string().min(1).max(PORTFOLIO_LIMITS.id),
  date: day,
  isin: text.nullable(),
  name: text,
  kind: z.enum(RECORD_KINDS),
  quantity: amount,
  price: amount.nullable(),
  currency: text,
  amount: amount,
  amountEur: amount.nullable(),
  feeEur: amount.min(0),
  fxRate: amount.nullable(),
  feeParts: z.partialRecord(feeKind, amount).optional(),
  feeKind: feeKind.optional(),
  newIsin: text.optional(),
  source: z.strictObject({ file: text, broker: text, format: z.enum(PORTFOLIO_FORMATS).optional() }),
});

const typedPrice = z.strictObject({
  isin: text,
  price: amount.positive(),
  currency: text,
  priceEur: amount.positive(),
  date: day,
  from: text.optional(),
});

const portfolio = z
  .strictObject({
    records: z.array(portfolioRecord).max(PORTFOLIO_LIMITS.records),
    typed: z.array(typedPrice).max(PORTFOLIO_LIMITS.typed),
  })
  .refine(({ records }) => new Set(records.map((r) => r.id)).size === records.length, { error: 'repeated id' });

/** A server version or account generation: a whole number the server gave out (0: none yet). */
const counter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The body of a PUT: the value of that kind, the row version it was based on (0: the account had no row of this
 * kind) and the account generation it belongs to (0 before any deletion).
 */
const put = <T extends z.ZodType>(data: T) => z.strictObject({ data, baseVersion: counter, generation: counter });

export const BODY_SCHEMAS = {
  watchlist: put(watchlist),
  settings: put(settings),
  portfolio: put(portfolio),
} as const satisfies Record<Kind, z.ZodType>;
