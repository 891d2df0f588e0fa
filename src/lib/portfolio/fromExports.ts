// From an export to the portfolio's normalised records (records.ts) and prices (prices.ts): the one front door
// (src/lib/brokerFiles/read.ts) and the ledger's portfolio view (src/lib/brokerFiles/derive/portfolio.ts).
import { portfolioOutcome } from '../brokerFiles/derive/portfolio.ts';
import { readBrokerText, readBrokerWorkbook } from '../brokerFiles/read.ts';
import { fitText } from '../sync/portfolioRules.ts';
import type { PortfolioFileOutcome } from './readers/types.ts';

export type { PortfolioFile, PortfolioFileOutcome, PortfolioFileProblem, PortfolioFormat } from './readers/types.ts';

/**
 * One file's text to what it gives the portfolio. `file.day` is the day the file was saved (the Portfolio export's
 * prices are of that day).
 */
export function readPortfolioText(
  text: string,
  given: { readonly name: string; readonly day: string },
  progress: () => void = () => {},
): PortfolioFileOutcome {
  return portfolioOutcome(readBrokerText(text, given, progress), fitText(given.name));
}

/** An .xlsx: Saxo's Transactions report, every account sheet of it read together, or its account statement. */
export function readPortfolioWorkbook(
  bytes: Uint8Array,
  given: { readonly name: string; readonly day: string },
  progress: () => void = () => {},
): PortfolioFileOutcome {
  return portfolioOutcome(readBrokerWorkbook(bytes, given, progress), fitText(given.name));
}
