// A broker file's lines as the portfolio reads them, and the portfolio they give: the steps every broker's portfolio
// tests share (tests/unit/brokerFiles/).
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';

/** The day the test files are 'saved' (the day of prices a file states without one). */
export const READ_DAY = '2025-03-20';

/** Lines written in a test, as the portfolio reads them; a file it refuses fails the test, naming the problem. */
export function readLines(name: string, lines: readonly string[], day = READ_DAY): PortfolioFile {
  const outcome = readPortfolioText(lines.join('\n'), { name, day });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

/** The portfolio of the files together, with only the prices they state. */
export function portfolioOf(...files: PortfolioFile[]): OwnPortfolio {
  const { records, quotes } = combineFiles(files);
  return buildPortfolio(records, { exported: quotes, typed: [] });
}

/** The holding of one instrument; a test fails when there is none. */
export function holding(portfolio: OwnPortfolio, isin: string): OwnPortfolio['holdings'][number] {
  const found = portfolio.holdings.find((h) => h.isin === isin);
  if (!found) throw new Error(`no holding ${isin}`);
  return found;
}
