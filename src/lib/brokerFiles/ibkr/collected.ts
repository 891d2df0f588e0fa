// What IBKR's readers gather while they go over a file's rows once, and the ledger it becomes.
import type { ExportLanguage, ExportOrder, MoneyLine } from '../../exports/types.ts';
import type { PriceQuote } from '../../portfolio/prices.ts';
import type { PortfolioRecord } from '../../portfolio/records.ts';
import type { BrokerFileFormat, LedgerFacts } from '../ledger.ts';
import type { LedgerRead } from '../registry.ts';

export interface Collected {
  readonly entries: PortfolioRecord[];
  readonly orders: ExportOrder[];
  readonly money: MoneyLine[];
  readonly quotes: PriceQuote[];
  readonly skipped: number[];
  /** Rows read that are none of the above for Mijn kosten (closed lots, conversions, deposits, notes). */
  other: number;
  /** Option orders the reader placed: not priced, named in the report. */
  options: number;
}

export const collecting = (): Collected => ({
  entries: [],
  orders: [],
  money: [],
  quotes: [],
  skipped: [],
  other: 0,
  options: 0,
});

/** The ledger of what was gathered; every line is named once in the skipped lines, in the file's order. */
export function ledgerRead(
  format: BrokerFileFormat,
  read: Collected,
  facts: {
    readonly language?: ExportLanguage | undefined;
    readonly byColumnOrder?: boolean;
    readonly baseCurrency: string | null;
  },
): LedgerRead {
  const { language, byColumnOrder, baseCurrency } = facts;
  const ledgerFacts: LedgerFacts = {
    ...(language ? { language } : {}),
    ...(byColumnOrder ? { byColumnOrder: true } : {}),
    ...(read.options > 0 ? { optionOrders: read.options } : {}),
    baseCurrency,
  };
  return {
    format,
    entries: read.entries,
    orders: read.orders,
    money: read.money,
    quotes: read.quotes,
    skippedLines: [...new Set(read.skipped)].sort((a, b) => a - b),
    otherRows: read.other,
    tradeYears: [],
    facts: ledgerFacts,
  };
}
