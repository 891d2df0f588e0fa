// Money by year: dividends and the tax withheld on them (per currency, as the files book them, and in euros where
// the euro amount is known), fees per kind, and deposits and withdrawals.
import { euroAmount, type FeeKind, type PortfolioRecord } from './records.ts';

export interface DividendYear {
  readonly year: number;
  readonly currency: string;
  /** Received before tax, in `currency`. */
  readonly gross: number;
  /** Tax withheld, in `currency`. */
  readonly withheld: number;
  /** gross − withheld. */
  readonly net: number;
  /** The same in euros, or null when a line of this year and currency has no euro amount. */
  readonly grossEur: number | null;
  readonly withheldEur: number | null;
}

export type FeeCategory = FeeKind;

export interface FeeYear {
  readonly year: number;
  readonly kind: FeeCategory;
  /** In euros. */
  readonly amount: number;
}

export interface CashYear {
  readonly year: number;
  readonly deposits: number;
  readonly withdrawals: number;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** Sums of amounts in cents without the float noise of adding decimals (7.30 − 1.10 is 6.2, not 6.199999999999999). */
const clean = (value: number): number => Math.round(value * 1e8) / 1e8;
const cleanOrNull = (value: number | null): number | null => (value === null ? null : clean(value));

function addOrNull(sum: number | null, value: number | null): number | null {
  return sum === null || value === null ? null : sum + value;
}

/** Dividends and withholding per year and currency, oldest year first. */
export function dividendsByYear(records: readonly PortfolioRecord[]): DividendYear[] {
  const rows = new Map<
    string,
    {
      year: number;
      currency: string;
      gross: number;
      withheld: number;
      grossEur: number | null;
      withheldEur: number | null;
    }
  >();
  for (const record of records) {
    if (record.kind !== 'dividend' && record.kind !== 'withholding') continue;
    const year = yearOf(record.date);
    const key = `${year} ${record.currency}`;
    const row = rows.get(key) ?? {
      year,
      currency: record.currency,
      gross: 0,
      withheld: 0,
      grossEur: 0,
      withheldEur: 0,
    };
    rows.set(key, row);
    const eur = euroAmount(record);
    if (record.kind === 'dividend') {
      row.gross += record.amount;
      row.grossEur = addOrNull(row.grossEur, eur);
    } else {
      row.withheld += record.amount;
      row.withheldEur = addOrNull(row.withheldEur, eur);
    }
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      gross: clean(row.gross),
      withheld: clean(row.withheld),
      net: clean(row.gross - row.withheld),
      grossEur: cleanOrNull(row.grossEur),
      withheldEur: cleanOrNull(row.withheldEur),
    }))
    .sort((a, b) => a.year - b.year || a.currency.localeCompare(b.currency));
}

/**
 * Fees per year and kind in euros: fee lines, and the fees booked with trades (by the kinds the file names, the rest
 * as 'transaction').
 */
export function feesByYear(records: readonly PortfolioRecord[]): FeeYear[] {
  const sums = new Map<string, FeeYear>();
  const add = (year: number, kind: FeeCategory, amount: number) => {
    if (Math.abs(amount) < 1e-9) return;
    const key = `${year} ${kind}`;
    sums.set(key, { year, kind, amount: (sums.get(key)?.amount ?? 0) + amount });
  };
  for (const record of records) {
    const year = yearOf(record.date);
    if (record.kind === 'buy' || record.kind === 'sell') {
      const parts = Object.entries(record.feeParts ?? {}) as [FeeCategory, number][];
      const named = parts.reduce((sum, [, amount]) => sum + amount, 0);
      for (const [kind, amount] of parts) add(year, kind, amount);
      add(year, 'transaction', record.feeEur - named);
    } else if (record.kind === 'fee') {
      const eur = euroAmount(record);
      if (eur !== null) add(year, record.feeKind ?? 'other', eur);
    }
  }
  return [...sums.values()]
    .map((fee) => ({ ...fee, amount: clean(fee.amount) }))
    .sort((a, b) => a.year - b.year || a.kind.localeCompare(b.kind));
}

/** Deposits and withdrawals per year in euros (lines without a euro amount are left out). */
export function cashByYear(records: readonly PortfolioRecord[]): CashYear[] {
  const years = new Map<number, { year: number; deposits: number; withdrawals: number }>();
  for (const record of records) {
    if (record.kind !== 'deposit' && record.kind !== 'withdrawal') continue;
    const eur = euroAmount(record);
    if (eur === null) continue;
    const year = yearOf(record.date);
    const row = years.get(year) ?? { year, deposits: 0, withdrawals: 0 };
    years.set(year, row);
    if (record.kind === 'deposit') row.deposits += eur;
    else row.withdrawals += eur;
  }
  return [...years.values()]
    .map((row) => ({ ...row, deposits: clean(row.deposits), withdrawals: clean(row.withdrawals) }))
    .sort((a, b) => a.year - b.year);
}
