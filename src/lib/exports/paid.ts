// What the reader actually paid according to their files: transaction fees, currency conversion
// (AutoFX) and connectivity fees per calendar year, with the orders per year, and the dividends,
// dividend tax and taxes on buying shares (stamp duty, French transaction tax) as extra lines. Amounts in dollars are converted at the reference rate; amounts in
// any other currency are not added to a euro total but reported as left out.
import { REFERENCE_RATE } from '../../data/fees.ts';
import { yearOf } from '../brokerFiles/shared/dates.ts';
import type { ExportFormat, MoneyKind, ParsedExport } from './types.ts';

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
function listedBy(parsed: ParsedExport): { readonly years: readonly number[]; readonly kinds: readonly MoneyKind[] } {
  if (parsed.lists) return { years: [...parsed.lists.years], kinds: [...parsed.lists.kinds] };
  return { years: [...new Set(parsed.orders.map((o) => yearOf(o.date)))], kinds: ['transaction', 'conversion'] };
}

/**
 * One file's money lines of one calendar year and kind, added up: in euros (dollars at the rate given), and per other
 * currency the lines and fees left out of the euro totals. A statement's line counts or not by its year and kind
 * (statementCounts), so nothing finer is needed to add files up.
 */
export interface MoneyGroup {
  readonly year: number;
  readonly kind: MoneyKind;
  /** Lines in euros or dollars: they make the year's entry even when they add up to 0. */
  readonly inEuros: boolean;
  readonly euros: number;
  readonly convertedUsd: boolean;
  /** Other currencies, each with the index of its first line in the file (the summary lists them in that order). */
  readonly leftOut: readonly {
    readonly currency: string;
    readonly lines: number;
    readonly fees: number;
    readonly first: number;
  }[];
}

/** What the paid summary needs of one file, in a few numbers per year. */
export interface PaidTally {
  readonly format: ExportFormat;
  /** Orders per calendar year, in the order first met. */
  readonly orderYears: readonly { readonly year: number; readonly orders: number }[];
  /** DEGIRO Transactions: the years and kinds of cost it lists for every order. */
  readonly listed: { readonly years: readonly number[]; readonly kinds: readonly MoneyKind[] } | null;
  /** In the order first met. */
  readonly money: readonly MoneyGroup[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function tallyPaid(parsed: ParsedExport, usdPerEur: number = REFERENCE_RATE.usdPerEur): PaidTally {
  const orderYears = new Map<number, number>();
  for (const order of parsed.orders) {
    const year = yearOf(order.date);
    orderYears.set(year, (orderYears.get(year) ?? 0) + 1);
  }
  type Group = Mutable<Omit<MoneyGroup, 'leftOut'>> & {
    leftOut: Map<string, { lines: number; fees: number; first: number }>;
  };
  const groups = new Map<string, Group>();
  for (const [index, line] of parsed.money.entries()) {
    const key = `${line.year}:${line.kind}`;
    const group: Group = groups.get(key) ?? {
      year: line.year,
      kind: line.kind,
      inEuros: false,
      euros: 0,
      convertedUsd: false,
      leftOut: new Map(),
    };
    groups.set(key, group);
    if (line.currency === 'EUR' || line.currency === 'USD') {
      group.inEuros = true;
      group.euros += line.currency === 'EUR' ? line.amount : line.amount / usdPerEur;
      if (line.currency === 'USD') group.convertedUsd = true;
    } else {
      const entry = group.leftOut.get(line.currency) ?? { lines: 0, fees: 0, first: index };
      entry.lines += 1;
      if (FEE_KINDS.has(line.kind)) entry.fees += line.amount;
      group.leftOut.set(line.currency, entry);
    }
  }
  return {
    format: parsed.format,
    orderYears: [...orderYears].map(([year, orders]) => ({ year, orders })),
    listed: parsed.format === 'degiro-transactions' ? listedBy(parsed) : null,
    money: [...groups.values()].map((g) => ({
      ...g,
      leftOut: [...g.leftOut].map(([currency, e]) => ({ currency, ...e })),
    })),
  };
}

/**
 * DEGIRO's account statement repeats the transaction and AutoFX costs that its Transactions file
 * lists per order. With both files chosen, each year's costs of a kind come from one file: the
 * Transactions file for the years (and kinds: the older layouts have no AutoFX column) it lists, the
 * statement for every other year, so nothing is counted twice and nothing is dropped.
 */
function statementCounts(group: MoneyGroup, tallies: readonly PaidTally[]): boolean {
  return !tallies.some(
    (tally) =>
      tally.listed !== null && tally.listed.years.includes(group.year) && tally.listed.kinds.includes(group.kind),
  );
}

/**
 * Saxo's account statement: a trade's commission booked on a line of its own counts only for a year no Transactions
 * report chosen with it covers (that report's derived cost holds it).
 */
function saxoStatementCounts(group: MoneyGroup, tallies: readonly PaidTally[]): boolean {
  return (
    group.kind !== 'transaction' ||
    !tallies.some(
      (tally) => tally.format === 'saxo-transactions' && tally.orderYears.some(({ year }) => year === group.year),
    )
  );
}

function countsMoneyGroup(group: MoneyGroup, format: ExportFormat, tallies: readonly PaidTally[]): boolean {
  if (format === 'saxo-account') return saxoStatementCounts(group, tallies);
  return format !== 'degiro-account' || statementCounts(group, tallies);
}

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

/** The paid summary of files tallied one by one (tallyPaid), as summarizePaid gives it for the files together. */
export function summarizePaidTallies(tallies: readonly PaidTally[]): PaidSummary {
  const years = new Map<number, Mutable<PaidAmounts> & { orders: number }>();
  const yearEntry = (year: number) => {
    const entry = years.get(year) ?? { ...emptyAmounts(), orders: 0 };
    years.set(year, entry);
    return entry;
  };
  // Each currency left out, listed where its first counted line stands: by file, then by line.
  const leftOut = new Map<string, { lines: number; fees: number; file: number; first: number }>();
  let convertedUsd = false;
  for (const [file, tally] of tallies.entries()) {
    for (const { year, orders } of tally.orderYears) yearEntry(year).orders += orders;
    for (const group of tally.money) {
      if (!countsMoneyGroup(group, tally.format, tallies)) continue;
      for (const l of group.leftOut) {
        const entry = leftOut.get(l.currency) ?? { lines: 0, fees: 0, file, first: l.first };
        if (entry.file === file && l.first < entry.first) entry.first = l.first;
        entry.lines += l.lines;
        entry.fees += l.fees;
        leftOut.set(l.currency, entry);
      }
      if (!group.inEuros) continue;
      convertedUsd ||= group.convertedUsd;
      yearEntry(group.year)[KIND_FIELD[group.kind]] += group.euros;
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
    leftOut: [...leftOut]
      .sort(([, a], [, b]) => a.file - b.file || a.first - b.first)
      .map(([currency, entry]) => ({ currency, lines: entry.lines, fees: entry.fees })),
  };
}

export function summarizePaid(
  exports: readonly ParsedExport[],
  usdPerEur: number = REFERENCE_RATE.usdPerEur,
): PaidSummary {
  return summarizePaidTallies(exports.map((parsed) => tallyPaid(parsed, usdPerEur)));
}
