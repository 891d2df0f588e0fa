// The sections of IBKR's Activity Statement that move or price shares without an order:
//   Corporate Actions: 'Split N for M' is a split; other actions move shares (entries.ts corporateActions).
//   Transfers: shares moved in or out at their market value.
//   Open Positions: the Close Price (IBKR's mark price) of each share held, a price quote of the statement's last
//     day, in euros through the Base Currency Exchange Rate section when the account's base is the euro.
import { append } from '../shared/rows.ts';
import type { ShareMove } from '../shared/entries.ts';
import { IBKR_POSITIONS } from '../../portfolio/prices.ts';
import { ibkrNumber as num, isCurrencyCode, parseIbkrDate } from './cells.ts';
import { columnOf, dataRows, sectionKind, type IbkrBlock } from './sections.ts';
import { idOf, symbolAndIsin, type StatementContext } from './statementContext.ts';

/**
 * The instrument a corporate action gives, named at the end of its description: 'PHIA(NL0000009538) Spinoff 1 for 10
 * (PHIA.NEW, PHILIPS NEW, NL0015000Z12)' gives shares of NL0015000Z12.
 */
function givenInstrument(description: string): { symbol: string; isin: string } | null {
  const match = /\(([^,()]+), [^()]*, ([A-Z]{2}[A-Z0-9]{9}\d)\)\s*$/.exec(description);
  return match ? { symbol: match[1]!.trim(), isin: match[2]! } : null;
}

/** 'Split 4 for 1': new shares per old share. */
function splitFactor(description: string): number | null {
  const match = /split (\d+(?:\.\d+)?) for (\d+(?:\.\d+)?)/i.exec(description);
  return match && Number(match[2]) > 0 ? Number(match[1]) / Number(match[2]) : null;
}

export function readActions(block: IbkrBlock, context: StatementContext): void {
  const col = {
    currency: columnOf(block, 'currency', 'währung'),
    date: columnOf(block, 'date/time', 'datum/zeit', 'report date'),
    description: columnOf(block, 'description', 'beschreibung'),
    quantity: columnOf(block, 'quantity', 'menge'),
    value: columnOf(block, 'value', 'wert'),
  };
  const byDescription = new Map<string, ShareMove[]>();
  for (const { line, at } of dataRows(block)) {
    const currency = at(col.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(col.date));
    const quantity = num(at(col.quantity));
    const description = at(col.description);
    if (date === null || quantity === null) {
      context.read.skipped.push(line.line);
      continue;
    }
    // A split IBKR writes as one line (the shares added) is applied as a factor on the ISIN it names.
    const factor = splitFactor(description);
    // A split changes the shares of the instrument it names first; any other action gives the one it names last.
    const named = (factor === null ? givenInstrument(description) : null) ?? symbolAndIsin(description);
    const value = num(at(col.value)) ?? 0;
    const move: ShareMove = {
      id: idOf(context, line.line),
      date,
      isin: named?.isin ?? null,
      name: named?.symbol ?? description,
      quantity,
      currency,
      value: factor === null ? value : 0,
      valueEur: currency === 'EUR' && factor === null ? value : null,
    };
    const key = `${date} ${description}`;
    const list = byDescription.get(key);
    if (list) list.push(move);
    else byDescription.set(key, [move]);
  }
  for (const [key, moves] of byDescription) {
    const factor = splitFactor(key);
    if (factor !== null && moves.length === 1 && moves[0]!.isin) {
      const { value: _value, valueEur: _valueEur, ...rest } = moves[0]!;
      context.read.entries.push({
        ...rest,
        kind: 'split',
        quantity: factor,
        price: null,
        amount: 0,
        amountEur: null,
        feeEur: 0,
        fxRate: null,
        source: context.source,
      });
    } else append(context.moves, moves);
  }
}

export function readTransfers(block: IbkrBlock, context: StatementContext): void {
  const col = {
    currency: columnOf(block, 'currency', 'währung'),
    symbol: columnOf(block, 'symbol'),
    date: columnOf(block, 'date', 'datum'),
    direction: columnOf(block, 'direction', 'richtung'),
    quantity: columnOf(block, 'qty', 'quantity', 'menge'),
    value: columnOf(block, 'market value', 'marktwert'),
  };
  for (const { line, at } of dataRows(block)) {
    const currency = at(col.currency);
    if (!isCurrencyCode(currency)) continue;
    const date = parseIbkrDate(at(col.date));
    const quantity = num(at(col.quantity));
    if (date === null || quantity === null) {
      context.read.skipped.push(line.line);
      continue;
    }
    const out = /^out|aus/i.test(at(col.direction));
    const value = Math.abs(num(at(col.value)) ?? 0);
    const symbol = at(col.symbol);
    context.moves.push({
      id: idOf(context, line.line),
      date,
      isin: context.isins.get(symbol) ?? null,
      name: symbol,
      quantity: out ? -Math.abs(quantity) : Math.abs(quantity),
      currency,
      value,
      valueEur: currency === 'EUR' ? value : null,
    });
  }
}

/** Base currency per unit of each currency, from the Base Currency Exchange Rate section. */
function periodEndRates(blocks: readonly IbkrBlock[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const block of blocks) {
    if (sectionKind(block) !== 'rates') continue;
    for (const line of block.lines) {
      const rate = num(line.cells[1] ?? '');
      if (isCurrencyCode(line.cells[0] ?? '') && rate !== null && rate > 0) rates.set(line.cells[0]!, rate);
    }
  }
  return rates;
}

/** The Open Positions' mark prices as quotes of `day`; never a guessed rate. */
export function readPositions(blocks: readonly IbkrBlock[], context: StatementContext, day: string): void {
  const toBase = periodEndRates(blocks);
  for (const block of blocks) {
    if (sectionKind(block) !== 'positions') continue;
    const col = {
      currency: columnOf(block, 'currency', 'währung'),
      symbol: columnOf(block, 'symbol'),
      quantity: columnOf(block, 'quantity', 'menge'),
      price: columnOf(block, 'close price', 'schlusskurs'),
    };
    for (const { at } of dataRows(block)) {
      const currency = at(col.currency);
      const price = num(at(col.price));
      const isin = context.isins.get(at(col.symbol));
      if (!isCurrencyCode(currency) || price === null || price <= 0 || !isin || num(at(col.quantity)) === 0) continue;
      // The statement's own rate of its last day turns the price into euros; without one, no quote (never a guess).
      const rate = currency === 'EUR' ? 1 : context.namedBase === 'EUR' ? (toBase.get(currency) ?? null) : null;
      if (rate === null) continue;
      context.read.quotes.push({ isin, price, currency, priceEur: price * rate, date: day, from: IBKR_POSITIONS });
    }
  }
}
