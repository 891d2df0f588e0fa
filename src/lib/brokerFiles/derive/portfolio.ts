// What the portfolio takes from a ledger: its records (the maths' one contract, src/lib/portfolio/records.ts) and
// the prices the file states. Only what the account accepts is kept: a line with a number no sum survives or a
// negative fee is unread, as Mijn kosten skips it; a text too long is shortened. Pure.
import { withAcceptedRecords } from '../shared/entries.ts';
import type { PortfolioFile, PortfolioFileOutcome } from '../../portfolio/readers/types.ts';
import type { Ledger, LedgerOutcome } from '../ledger.ts';

export function portfolioFileOf(ledger: Ledger, name: string): PortfolioFileOutcome {
  const read = withAcceptedRecords({
    records: [...ledger.entries],
    quotes: [...ledger.quotes],
    skippedLines: [...ledger.skippedLines],
  });
  const quotes = read.quotes ?? [];
  if (read.records.length === 0 && quotes.length === 0 && read.skippedLines.length === 0)
    return { ok: false, problem: 'no-rows' };
  const file: PortfolioFile = {
    name,
    format: ledger.format,
    records: read.records,
    quotes,
    skippedLines: read.skippedLines,
    tradeYears: [...ledger.tradeYears],
    ...(ledger.facts.optionOrders ? { optionOrders: ledger.facts.optionOrders } : {}),
  };
  return { ok: true, file };
}

export function portfolioOutcome(outcome: LedgerOutcome, name: string): PortfolioFileOutcome {
  return outcome.ok ? portfolioFileOf(outcome.ledger, name) : outcome;
}
