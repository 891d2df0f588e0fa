// Holdings from the records, replayed in date order: per instrument the shares, and the cost basis and realised
// result by two methods side by side, first in first out (FIFO: a sale takes the oldest purchase lots first) and
// moving average (a sale takes the average cost of all shares held). Purchase fees are part of the cost, sale fees
// come off the proceeds, as Portfolio Performance counts them. A split multiplies the shares and keeps the cost; an
// ISIN change moves the position to the new ISIN. A sale of more shares than the files show bought sells only what is
// held and is reported ('sell-without-buy'): a holding never goes below zero.
import { inDateOrder, euroAmount, instrumentKey, type PortfolioRecord } from './records.ts';
import type { DatedFlow } from './returns.ts';

/** Shares closer to zero than this are none (fractions of a share add up to float noise). */
const SHARE_EPSILON = 1e-9;

interface Lot {
  quantity: number;
  costEur: number;
}

export interface MethodResult {
  /** What the shares still held cost, fees included, in euros. */
  readonly costBasis: number;
  /** Proceeds minus cost of everything sold, in euros. */
  readonly realised: number;
}

export interface TradePrice {
  /** Per share in euros, split-adjusted. */
  readonly priceEur: number;
  /** Per share in the trade's currency, split-adjusted, or null when the file gave none. */
  readonly price: number | null;
  readonly currency: string;
  readonly date: string;
}

export interface Position {
  readonly key: string;
  readonly isin: string | null;
  readonly name: string;
  /** The currency the instrument trades in (of its last trade). */
  readonly currency: string;
  readonly quantity: number;
  readonly fifo: MethodResult;
  readonly average: MethodResult;
  /** The last purchase or sale, for a price when the files give no other. */
  readonly lastTrade: TradePrice | null;
  /** Dividends received (before tax) and tax withheld on them, in euros where known. */
  readonly dividendsEur: number;
  readonly withheldEur: number;
  /** Fees paid on this instrument's trades and fee lines, in euros. */
  readonly feesEur: number;
  /** Money into and out of this holding, for its money-weighted return (the end value is added in build.ts). */
  readonly flows: readonly DatedFlow[];
}

export type HoldingProblem =
  | {
      readonly kind: 'sell-without-buy';
      readonly recordId: string;
      readonly date: string;
      readonly name: string;
      readonly isin: string | null;
      /** Shares sold beyond what the files show held. */
      readonly missing: number;
    }
  | {
      /** A line whose amount in euros cannot be known (a foreign currency without a rate): left out of the euro sums. */
      readonly kind: 'no-euro-amount';
      readonly recordId: string;
      readonly date: string;
      readonly name: string;
      readonly isin: string | null;
      readonly currency: string;
    }
  | {
      /** Shares transferred in without a value: counted, at no cost. */
      readonly kind: 'transfer-without-cost';
      readonly recordId: string;
      readonly date: string;
      readonly name: string;
      readonly isin: string | null;
    };

class Book {
  key: string;
  isin: string | null;
  name: string;
  currency: string;
  lots: Lot[] = [];
  quantity = 0;
  averageCost = 0;
  fifoRealised = 0;
  averageRealised = 0;
  lastTrade: TradePrice | null = null;
  dividendsEur = 0;
  withheldEur = 0;
  feesEur = 0;
  flows: DatedFlow[] = [];

  constructor(record: PortfolioRecord) {
    this.key = instrumentKey(record);
    this.isin = record.isin;
    this.name = record.name;
    this.currency = record.currency;
  }

  add(quantity: number, costEur: number): void {
    this.lots.push({ quantity, costEur });
    this.quantity += quantity;
    this.averageCost += costEur;
  }

  /** Takes up to `quantity` shares out (FIFO lots and average alike); returns the shares taken and their costs. */
  take(quantity: number): { readonly taken: number; readonly fifoCost: number; readonly averageCost: number } {
    const taken = Math.min(quantity, this.quantity);
    let left = taken;
    let fifoCost = 0;
    while (left > SHARE_EPSILON && this.lots.length > 0) {
      const lot = this.lots[0]!;
      const used = Math.min(lot.quantity, left);
      const cost = lot.quantity > 0 ? (lot.costEur * used) / lot.quantity : 0;
      fifoCost += cost;
      lot.quantity -= used;
      lot.costEur -= cost;
      left -= used;
      if (lot.quantity <= SHARE_EPSILON) this.lots.shift();
    }
    const averageCost = this.quantity > 0 ? (this.averageCost * taken) / this.quantity : 0;
    this.averageCost -= averageCost;
    this.quantity -= taken;
    if (this.quantity <= SHARE_EPSILON) {
      this.quantity = 0;
      this.averageCost = 0;
      this.lots = [];
    }
    return { taken, fifoCost, averageCost };
  }

  split(factor: number): void {
    for (const lot of this.lots) lot.quantity *= factor;
    this.quantity *= factor;
    if (this.lastTrade) {
      const { price } = this.lastTrade;
      this.lastTrade = {
        ...this.lastTrade,
        priceEur: this.lastTrade.priceEur / factor,
        price: price === null ? null : price / factor,
      };
    }
  }

  /** A buy or a sale of `valueEur`: its currency and price are now the holding's last trade. */
  traded(record: PortfolioRecord, valueEur: number): void {
    this.currency = record.currency;
    if (record.quantity > 0)
      this.lastTrade = {
        priceEur: valueEur / record.quantity,
        price: record.price,
        currency: record.currency,
        date: record.date,
      };
  }

  /** Takes over another book's shares, costs and history (an ISIN change into a position already held). */
  absorb(other: Book): void {
    this.lots.push(...other.lots);
    this.quantity += other.quantity;
    this.averageCost += other.averageCost;
    this.fifoRealised += other.fifoRealised;
    this.averageRealised += other.averageRealised;
    this.dividendsEur += other.dividendsEur;
    this.withheldEur += other.withheldEur;
    this.feesEur += other.feesEur;
    this.flows.push(...other.flows);
    if (!this.lastTrade || (other.lastTrade && other.lastTrade.date > this.lastTrade.date))
      this.lastTrade = other.lastTrade;
  }

  position(): Position {
    const fifoCost = this.lots.reduce((sum, lot) => sum + lot.costEur, 0);
    return {
      key: this.key,
      isin: this.isin,
      name: this.name,
      currency: this.currency,
      quantity: this.quantity,
      fifo: { costBasis: fifoCost, realised: this.fifoRealised },
      average: { costBasis: this.averageCost, realised: this.averageRealised },
      lastTrade: this.lastTrade,
      dividendsEur: this.dividendsEur,
      withheldEur: this.withheldEur,
      feesEur: this.feesEur,
      flows: this.flows,
    };
  }
}

export interface Holdings {
  /** Every instrument the records name, held or sold, in the order first seen. */
  readonly positions: readonly Position[];
  /** Fee lines that belong to no instrument (connectivity, account fees), in euros, with their dates. */
  readonly accountFeeFlows: readonly DatedFlow[];
  readonly problems: readonly HoldingProblem[];
}

const TRADE_KINDS = new Set(['buy', 'sell', 'dividend', 'withholding', 'fee', 'transfer', 'split', 'isin-change']);

/** The replay of records given one at a time, oldest first: the holdings at each day, as the time-weighted return needs. */
export interface HoldingsReplay {
  /** Replays one more record, not older than the ones before it. */
  readonly add: (record: PortfolioRecord) => void;
  /** Every instrument seen so far, held or sold (quantity 0), in the order first seen. */
  readonly instruments: () => Iterable<{ readonly isin: string | null; readonly quantity: number }>;
  /** What the records replayed so far come to. */
  readonly holdings: () => Holdings;
}

/** A replay to give records one at a time (replayHoldings gives them all at once); the same rules. */
export function holdingsReplay(): HoldingsReplay {
  const books = new Map<string, Book>();
  const problems: HoldingProblem[] = [];
  const accountFeeFlows: DatedFlow[] = [];
  const named = (record: PortfolioRecord) => ({
    recordId: record.id,
    date: record.date,
    name: record.name,
    isin: record.isin,
  });
  const bookOf = (record: PortfolioRecord): Book => {
    const key = instrumentKey(record);
    let book = books.get(key);
    if (!book) {
      book = new Book(record);
      books.set(key, book);
    }
    if (!book.name && record.name) book.name = record.name;
    return book;
  };
  const euros = (record: PortfolioRecord): number | null => {
    const value = euroAmount(record);
    if (value === null) problems.push({ kind: 'no-euro-amount', ...named(record), currency: record.currency });
    return value;
  };

  const add = (record: PortfolioRecord): void => {
    if (!TRADE_KINDS.has(record.kind)) return;
    if (record.kind === 'fee' && record.isin === null && !record.name) {
      const value = euros(record);
      if (value !== null) accountFeeFlows.push({ date: record.date, amount: -value });
      return;
    }
    const book = bookOf(record);
    switch (record.kind) {
      case 'buy': {
        const value = euros(record);
        if (value === null) break;
        const cost = value + record.feeEur;
        book.add(record.quantity, cost);
        book.feesEur += record.feeEur;
        book.flows.push({ date: record.date, amount: -cost });
        book.traded(record, value);
        break;
      }
      case 'sell': {
        const value = euros(record);
        if (value === null) break;
        const { taken, fifoCost, averageCost } = book.take(record.quantity);
        if (record.quantity - taken > SHARE_EPSILON)
          problems.push({ kind: 'sell-without-buy', ...named(record), missing: record.quantity - taken });
        // Only the shares that were held count: proceeds of shares the files never show bought have no cost to set
        // against them.
        const share = record.quantity > 0 ? taken / record.quantity : 0;
        const proceeds = (value - record.feeEur) * share;
        book.fifoRealised += proceeds - fifoCost;
        book.averageRealised += proceeds - averageCost;
        book.feesEur += record.feeEur;
        if (taken > 0) book.flows.push({ date: record.date, amount: proceeds });
        book.traded(record, value);
        break;
      }
      case 'dividend': {
        const value = euros(record);
        if (value === null) break;
        book.dividendsEur += value;
        book.flows.push({ date: record.date, amount: value });
        break;
      }
      case 'withholding': {
        const value = euros(record);
        if (value === null) break;
        book.withheldEur += value;
        book.flows.push({ date: record.date, amount: -value });
        break;
      }
      case 'fee': {
        const value = euros(record);
        if (value === null) break;
        book.feesEur += value;
        book.flows.push({ date: record.date, amount: -value });
        break;
      }
      case 'split':
        if (record.quantity > 0) book.split(record.quantity);
        break;
      case 'isin-change': {
        if (!record.newIsin || record.newIsin === record.isin) break;
        books.delete(book.key);
        const existing = books.get(record.newIsin);
        book.key = record.newIsin;
        book.isin = record.newIsin;
        if (existing) existing.absorb(book);
        else books.set(record.newIsin, book);
        break;
      }
      case 'transfer': {
        if (record.quantity > 0) {
          const value = record.amount > 0 || record.amountEur !== null ? euroAmount(record) : null;
          if (value === null) problems.push({ kind: 'transfer-without-cost', ...named(record) });
          book.add(record.quantity, value ?? 0);
          if (value !== null) book.flows.push({ date: record.date, amount: -value });
        } else if (record.quantity < 0) {
          const { taken, fifoCost } = book.take(-record.quantity);
          if (-record.quantity - taken > SHARE_EPSILON)
            problems.push({ kind: 'sell-without-buy', ...named(record), missing: -record.quantity - taken });
          // Shares leaving the account take their cost with them: no result, and for the return they leave at cost.
          if (taken > 0) book.flows.push({ date: record.date, amount: fifoCost });
        }
        break;
      }
    }
  };
  return {
    add,
    instruments: () => books.values(),
    holdings: () => ({ positions: [...books.values()].map((book) => book.position()), accountFeeFlows, problems }),
  };
}

/** Replays the records; see the module comment for the rules. */
export function replayHoldings(records: readonly PortfolioRecord[]): Holdings {
  const replay = holdingsReplay();
  for (const record of inDateOrder(records)) replay.add(record);
  return replay.holdings();
}
