// What the reader actually paid according to their files: transaction fees, currency conversion
// (AutoFX) and connectivity fees per calendar year, with the orders per year, and the dividends,
// dividend tax and taxes on buying shares (stamp duty, French transaction tax) as extra lines. Amounts in dollars are converted at the reference rate; amounts in
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
  /** Taxes on buying shares: paid, but no broker cost, so outside `total`. */
  readonly transactionTax: number;
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
  /** Currencies whose amounts were left out of the euro totals: the number of lines and the costs among them. */
  readonly leftOut: readonly { readonly currency: string; readonly lines: number; readonly fees: number }[];
}

const KIND_FIELD: Readonly<Record<MoneyKind, keyof Omit<PaidAmounts, 'total'>>> = {
  transaction: 'transaction',
  conversion: 'conversion',
  connectivity: 'connectivity',
  dividend: 'dividends',
  'dividend-tax': 'dividendTax',
  'transaction-tax': 'transactionTax',
};

const FEE_KINDS: ReadonlySet<MoneyKind> = new Set(['transaction', 'conversion', 'connectivity']);

/** The years and kinds of cost a DEGIRO Transactions file lists for every order (older saved files: its orders' years). */
function listedBy(parsed: ParsedExport): {
  readonly years: ReadonlySet<number>;
  readonly kinds: ReadonlySet<MoneyKind>;
} {
  if (parsed.lists) return { years: new Set(parsed.lists.years), kinds: new Set(parsed.lists.kinds) };
  return { years: new Set(parsed.orders.map((o) => yearOf(o.date))), kinds: new Set(['transaction', 'conversion']) };
}

/**
 * DEGIRO's account statement repeats the transaction and AutoFX costs that its Transactions file
 * lists per order. With both files chosen, each year's costs of a kind come from one file: the
 * Transactions file for the years (and kinds: the older layouts have no AutoFX column) it lists, the
 * statement for every other year, so nothing is counted twice and nothing is dropped.
 */
function statementLineCounts(line: MoneyLine, exports: readonly ParsedExport[]): boolean {
  return !exports.some((parsed) => {
    if (parsed.format !== 'degiro-transactions') return false;
    const listed = listedBy(parsed);
    return listed.years.has(line.year) && listed.kinds.has(line.kind);
  });
}

function countsMoneyLine(line: MoneyLine, format: ExportFormat, exports: readonly ParsedExport[]): boolean {
  return format !== 'degiro-account' || statementLineCounts(line, exports);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const emptyAmounts = (): Mutable<PaidAmounts> => ({
  transaction: 0,
  conversion: 0,
  connectivity: 0,
  total: 0,
  dividends: 0,
  dividendTax: 0,
  transactionTax: 0,
});

function withTotal<T extends PaidAmounts>(amounts: T): T {
  return { ...amounts, total: amounts.transaction + amounts.conversion + amounts.connectivity };
}

export function summarizePaid(
  exports: readonly ParsedExport[],
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): PaidSummary {
  const years = new Map<number, Mutable<PaidAmounts> & { orders: number }>();
  const yearEntry = (year: number) => {
    const entry = years.get(year) ?? { ...emptyAmounts(), orders: 0 };
    years.set(year, entry);
    return entry;
  };
  const leftOut = new Map<string, { lines: number; fees: number }>();
  let convertedUsd = false;
  for (const parsed of exports) {
    for (const order of parsed.orders) yearEntry(yearOf(order.date)).orders += 1;
    for (const line of parsed.money) {
      if (!countsMoneyLine(line, parsed.format, exports)) continue;
      let euros: number;
      if (line.currency === 'EUR') euros = line.amount;
      else if (line.currency === 'USD') {
        euros = line.amount / usdPerEur;
        convertedUsd = true;
      } else {
        const entry = leftOut.get(line.currency) ?? { lines: 0, fees: 0 };
        entry.lines += 1;
        if (FEE_KINDS.has(line.kind)) entry.fees += line.amount;
        leftOut.set(line.currency, entry);
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
    leftOut: [...leftOut].map(([currency, entry]) => ({ currency, ...entry })),
  };
}
