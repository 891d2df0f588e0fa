// What the reader actually paid according to their files: transaction fees, currency conversion
// (AutoFX) and connectivity fees per calendar year, with the orders per year, and the dividends and
// dividend tax as extra lines. Amounts in dollars are converted at the reference rate; amounts in
// any other currency are not added to a euro total but reported as left out.
import { REFERENCE_RATE } from '../../data/fees.ts';
import { yearOf } from './dates.ts';
import type { ExportFormat, MoneyKind, MoneyLine, ParsedExport } from './types.ts';

export interface PaidAmounts {
  readonly transaction: number;
  readonly conversion: number;
  readonly connectivity: number;
  /** transaction + conversion + connectivity. */
  readonly total: number;
  readonly dividends: number;
  readonly dividendTax: number;
}

export interface PaidYear extends PaidAmounts {
  readonly year: number;
  readonly orders: number;
}

export interface PaidSummary extends PaidAmounts {
  readonly orders: number;
  readonly years: readonly PaidYear[];
  /** Some amounts were in dollars and converted at the reference rate. */
  readonly convertedUsd: boolean;
  /** Currencies whose amounts were left out of the euro totals, with the number of lines. */
  readonly leftOut: readonly { readonly currency: string; readonly lines: number }[];
}

const KIND_FIELD: Readonly<Record<MoneyKind, keyof Omit<PaidAmounts, 'total'>>> = {
  transaction: 'transaction',
  conversion: 'conversion',
  connectivity: 'connectivity',
  dividend: 'dividends',
  'dividend-tax': 'dividendTax',
};

/**
 * DEGIRO's account statement repeats the transaction and AutoFX costs that its Transactions file
 * lists per order. With both files chosen, those lines are taken from the Transactions file only.
 */
export function countsMoneyLine(line: MoneyLine, format: ExportFormat, formats: ReadonlySet<ExportFormat>): boolean {
  const repeatsTransactions = line.kind === 'transaction' || line.kind === 'conversion';
  return !(format === 'degiro-account' && repeatsTransactions && formats.has('degiro-transactions'));
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const emptyAmounts = (): Mutable<PaidAmounts> => ({
  transaction: 0,
  conversion: 0,
  connectivity: 0,
  total: 0,
  dividends: 0,
  dividendTax: 0,
});

function withTotal<T extends PaidAmounts>(amounts: T): T {
  return { ...amounts, total: amounts.transaction + amounts.conversion + amounts.connectivity };
}

export function summarizePaid(
  exports: readonly ParsedExport[],
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): PaidSummary {
  const formats = new Set(exports.map((e) => e.format));
  const years = new Map<number, Mutable<PaidAmounts> & { orders: number }>();
  const yearEntry = (year: number) => {
    const entry = years.get(year) ?? { ...emptyAmounts(), orders: 0 };
    years.set(year, entry);
    return entry;
  };
  const leftOut = new Map<string, number>();
  let convertedUsd = false;
  for (const parsed of exports) {
    for (const order of parsed.orders) yearEntry(yearOf(order.date)).orders += 1;
    for (const line of parsed.money) {
      if (!countsMoneyLine(line, parsed.format, formats)) continue;
      let euros: number;
      if (line.currency === 'EUR') euros = line.amount;
      else if (line.currency === 'USD') {
        euros = line.amount / usdPerEur;
        convertedUsd = true;
      } else {
        leftOut.set(line.currency, (leftOut.get(line.currency) ?? 0) + 1);
        continue;
      }
      yearEntry(line.year)[KIND_FIELD[line.kind]] += euros;
    }
  }
  const perYear = [...years].sort(([a], [b]) => a - b).map(([year, entry]) => withTotal({ ...entry, year }));
  const totals = emptyAmounts();
  let orders = 0;
  for (const year of perYear) {
    orders += year.orders;
    for (const field of Object.values(KIND_FIELD)) totals[field] += year[field];
  }
  return {
    ...withTotal(totals),
    orders,
    years: perYear,
    convertedUsd,
    leftOut: [...leftOut].map(([currency, lines]) => ({ currency, lines })),
  };
}
