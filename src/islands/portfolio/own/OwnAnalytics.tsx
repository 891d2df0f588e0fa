// /portfolio/analytics for the reader's own portfolio: the whole portfolio's money-weighted return (and the
// time-weighted one only where it can be known), then each instrument's result and money-weighted return, each with
// the method named beside it (readers must see what was computed).
import { tAnalytics } from '../../../i18n/en/analytics';
import { tPortfolio } from '../../../i18n/en/portfolio';
import { formatMoney, formatRate, formatSignedMoney } from '../../../lib/portfolio/labels';
import { holdingResults, type HoldingResult } from '../../../lib/portfolio/results';
import type { PortfolioView } from '../../../lib/portfolio/view';
import { ownWord as w } from '../../../stores/ownPortfolio';
import CardSection from '../../ui/CardSection';
import DataTable, { type Column } from '../../ui/DataTable';
import { NUM_TD, TD } from '../../ui/tableLook';
import { DivergingBar } from '../bars';
import { trendClass } from '../shared';
import ReturnFigures from './ReturnFigures';

function irrText(irr: number | null): string {
  return irr === null ? w('own.results.noIrr') : formatRate(irr);
}

function ResultRow({ row }: { row: HoldingResult }) {
  return (
    <tr data-testid="own-result-row">
      <th scope="row" className={`${TD} text-left font-semibold`}>
        {row.name || row.isin || '–'}
        {!row.held && (
          <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">{w('own.results.sold')}</span>
        )}
      </th>
      <td className={NUM_TD}>{formatMoney(row.costEur)}</td>
      <td className={NUM_TD}>{row.valueEur === null ? w('own.results.noPrice') : formatMoney(row.valueEur)}</td>
      <td className={`${NUM_TD} font-medium ${row.resultEur === null ? '' : trendClass(row.resultEur)}`}>
        {row.resultEur === null ? w('own.results.noPrice') : formatSignedMoney(row.resultEur)}
      </td>
      <td className={`${NUM_TD} font-medium ${row.irr === null ? '' : trendClass(row.irr)}`}>{irrText(row.irr)}</td>
    </tr>
  );
}

export default function OwnAnalytics({ portfolio }: { portfolio: PortfolioView }) {
  const rows = holdingResults(portfolio.holdings, portfolio.closed);
  const withIrr = rows.filter((row) => row.irr !== null);
  const maxAbs = Math.max(...withIrr.map((row) => Math.abs(row.irr ?? 0)), 0.0001);
  const columns: readonly Column[] = [
    { label: tPortfolio('portfolio.stock') },
    { label: tAnalytics('analytics.cost'), numeric: true },
    { label: tPortfolio('portfolio.marketValue'), numeric: true },
    { label: tPortfolio('portfolio.gainLoss'), numeric: true },
    { label: w('own.col.irr'), numeric: true },
  ];
  return (
    <div data-testid="own-analytics">
      <section aria-label={tAnalytics('analytics.summary')} className="mt-8 grid gap-4 md:grid-cols-2">
        <ReturnFigures portfolio={portfolio} />
      </section>

      <CardSection headingId="own-chart-title" title={tAnalytics('analytics.chart')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{w('own.results.chartNote')}</p>
        <ul className="mt-4 space-y-3">
          {withIrr.map((row) => (
            <li key={row.key} className="grid grid-cols-[minmax(4rem,10rem)_1fr_5.5rem] items-center gap-3 text-sm">
              <span className="truncate font-semibold text-slate-900 dark:text-white">{row.name || row.isin}</span>
              <DivergingBar value={row.irr ?? 0} max={maxAbs} />
              <span className={`text-right font-medium tabular-nums ${trendClass(row.irr ?? 0)}`}>
                {irrText(row.irr)}
              </span>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection headingId="own-table-title" title={tAnalytics('analytics.table')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{w('own.results.note')}</p>
        <DataTable label={tAnalytics('analytics.table')} columns={columns}>
          {rows.map((row) => (
            <ResultRow key={row.key} row={row} />
          ))}
        </DataTable>
      </CardSection>
    </div>
  );
}
