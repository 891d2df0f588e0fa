// The portfolio as the worker hands it to the page: built (build.ts), with the words the page shows beside values
// already written (each price's source and day, the files' problems), so the page carries neither the maths nor these
// texts.
import { EN_OWN_LABELS, tOwnLabels as tOwn } from '../../i18n/en/ownLabels.ts';
import { buildPortfolio, type OwnHolding, type OwnPortfolio } from './build.ts';
import type { PortfolioFileOutcome, PortfolioFileProblem } from './fromExports.ts';
import type { HoldingProblem } from './holdings.ts';
import {
  MAX_FILE_CELLS,
  MAX_ROW_CELLS,
  MAX_WORKBOOK_SHEETS,
  MAX_XLSX_ENTRIES,
  MAX_XLSX_INFLATED_BYTES,
} from '../brokerFiles/shared/limits.ts';
import { formatInteger } from './format.ts';
import { formatDay, formatShares } from './labels.ts';
import { IBKR_POSITIONS, type ChosenPrice, type PriceInputs } from './prices.ts';
import type { PortfolioRecord } from './records.ts';

export interface HoldingView extends OwnHolding {
  /** 'last trade price, 14 Oct 2020'. */
  readonly priceText: string;
}

export interface PortfolioView extends Omit<OwnPortfolio, 'holdings'> {
  readonly holdings: readonly HoldingView[];
  readonly problemTexts: readonly string[];
  /** The dashboard's words (the page carries only the file field's). */
  readonly words: typeof EN_OWN_LABELS;
}

/** 'last trade price, 14 Oct 2020', or what to do when there is no price. */
export function priceLabel(price: ChosenPrice | null): string {
  if (!price) return tOwn('own.price.none');
  const date = formatDay(price.date);
  // IBKR states a mark price, not a closing price: each export's price is named as the file names it.
  if (price.source === 'export' && price.from === IBKR_POSITIONS) return tOwn('own.price.ibkrMark', { date });
  if (price.source === 'export') return tOwn('own.price.export', { from: price.from ?? 'broker', date });
  if (price.source === 'typed') return tOwn('own.price.typed', { date });
  return tOwn('own.price.lastTrade', { date });
}

export function problemText(problem: HoldingProblem): string {
  const name = problem.name || problem.isin || '?';
  const date = formatDay(problem.date);
  if (problem.kind === 'sell-without-buy')
    return tOwn('own.problem.sellWithoutBuy', { name, date, missing: formatShares(problem.missing) });
  if (problem.kind === 'no-euro-amount') return tOwn('own.problem.noEuro', { name, date, currency: problem.currency });
  return tOwn('own.problem.transferWithoutCost', { name, date });
}

const PROBLEM_TEXTS: Readonly<Record<PortfolioFileProblem, (name: string) => string>> = {
  empty: (name) => tOwn('own.import.problem.empty', { name }),
  'too-large': (name) => tOwn('own.import.problem.tooLarge', { name }),
  'too-many-rows': (name) => tOwn('own.import.problem.tooManyRows', { name }),
  unknown: (name) => tOwn('own.import.problem.unknown', { name }),
  'no-rows': (name) => tOwn('own.import.problem.noRows', { name }),
  unreadable: (name) => tOwn('own.import.problem.unreadable', { name }),
  'not-saxo': (name) => tOwn('own.import.problem.unknown', { name }),
  // Only the cost tools answer so: the portfolio reads a positions list for its prices.
  'positions-only': (name) => tOwn('own.import.problem.noRows', { name }),
  'damaged-xlsx': (name) => tOwn('own.import.problem.unreadable', { name }),
  'xlsx-too-large': (name) =>
    tOwn('own.import.problem.xlsxTooLarge', {
      name,
      megabytes: formatInteger(MAX_XLSX_INFLATED_BYTES / (1024 * 1024)),
      entries: formatInteger(MAX_XLSX_ENTRIES),
    }),
  'too-many-sheets': (name) =>
    tOwn('own.import.problem.tooManySheets', { name, sheets: formatInteger(MAX_WORKBOOK_SHEETS) }),
  'too-many-cells': (name) =>
    tOwn('own.import.problem.tooManyCells', {
      name,
      columns: formatInteger(MAX_ROW_CELLS),
      cells: formatInteger(MAX_FILE_CELLS),
    }),
};

/** What came of one chosen file, in a sentence that names it. */
export function fileMessage(name: string, outcome: PortfolioFileOutcome): string {
  if (!outcome.ok) return PROBLEM_TEXTS[outcome.problem](name);
  const skipped = outcome.file.skippedLines;
  const read =
    skipped.length > 0
      ? tOwn('own.import.skipped', { name, lines: skipped.slice(0, 10).join(', ') })
      : tOwn('own.import.read', { name });
  // Saxo's account statement holds no trades: the reader is told where they are.
  const withTrades = outcome.file.format === 'saxo-account' ? `${read}. ${tOwn('own.import.saxoAccount')}` : read;
  const options = outcome.file.optionOrders ?? 0;
  if (options === 0) return withTrades;
  const count = formatInteger(options);
  return `${withTrades}; ${tOwn(options === 1 ? 'own.import.optionOrdersOne' : 'own.import.optionOrdersMany', { count })}`;
}

/** The portfolio with its words, for the page. */
export function portfolioView(records: readonly PortfolioRecord[], inputs: PriceInputs): PortfolioView {
  const portfolio = buildPortfolio(records, inputs);
  return {
    ...portfolio,
    holdings: portfolio.holdings.map((holding) => ({ ...holding, priceText: priceLabel(holding.price) })),
    problemTexts: portfolio.problems.map(problemText),
    words: EN_OWN_LABELS,
  };
}
