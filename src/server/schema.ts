// The shapes the account data API accepts, validated with zod as the configuration is (src/environment.mjs). The
// browser reads the same data with the hand-written parsers of src/lib/portfolio (zod would add about 24 KB gzip to
// every portfolio page); these schemas are the server's gate and never reach a page.
import { z } from 'astro/zod';
import type { Kind } from '../lib/sync/kinds';

/** The largest body the API reads, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

const finite = z.number().finite();

const watchlistItem = z.strictObject({
  symbol: z.string().min(1).max(16),
  name: z.string().max(200),
  sector: z.string().max(100),
  currentPrice: finite,
  change: finite,
  changePercent: finite,
  targetPrice: finite.min(0).optional(),
  notes: z.string().max(2000).optional(),
  addedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isFavorite: z.boolean(),
});

const watchlist = z
  .array(watchlistItem)
  .max(200)
  .refine((items) => new Set(items.map((i) => i.symbol)).size === items.length, { error: 'repeated symbol' });

const settings = z.strictObject({
  currencyDisplay: z.enum(['symbol', 'code']),
  compactNumbers: z.boolean(),
});

/** The body of a PUT: the value of that kind. */
export const BODY_SCHEMAS = {
  watchlist: z.strictObject({ data: watchlist }),
  settings: z.strictObject({ data: settings }),
} as const satisfies Record<Kind, z.ZodType>;
