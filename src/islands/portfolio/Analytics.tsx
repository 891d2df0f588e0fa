// /portfolio/analytics (issue 7): return per holding as a chart and a table, the best and worst
// performer and the portfolio's gain over its cost.
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { bestAndWorst, holdingReturns } from '../../lib/portfolio/analytics';
import { formatSignedCurrency, formatSignedPercent } from '../../lib/portfolio/format';
import { portfolioSummary } from '../../lib/portfolio/summary';
import CardSection from '../ui/CardSection';
import DataTable, { type Column } from '../ui/DataTable';
import StatCard, { MUTED_TEXT } from '../ui/StatCard';
import StockCell from '../ui/StockCell';
import { NUM_TD } from '../ui/tableLook';
import { DivergingBar, PortfolioPage, TrendIcon, trendClass, useMoney, usePrefs } from './shared';

const RETURNS = holdingReturns(SAMPLE_HOLDINGS);
const EXTREMES = bestAndWorst(SAMPLE_HOLDINGS);
const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);
const MAX_ABS = Math.max(...RETURNS.map((r) => Math.abs(r.returnPercent)), 1);
const PERFORMERS = EXTREMES
  ? [
      { label: 'Best performer', testId: 'best-performer', holding: EXTREMES.best },
      { label: 'Worst performer', testId: 'worst-performer', holding: EXTREMES.worst },
    ]
  : [];
const RETURN_COLUMNS: readonly Column[] = [
  { label: 'Stock' },
  { label: 'Cost', numeric: true },
  { label: 'Market Value', numeric: true },
  { label: 'Gain/Loss', numeric: true },
  { label: 'Return', numeric: true },
];

export default function Analytics() {
  return (
    <PortfolioPage
      title="Portfolio Analytics"
      subtitle="How each holding has performed against what you paid for it"
      signedOut={{
        title: 'Please log in to view your analytics',
        text: 'Create an account or sign in to analyse the return of your investments',
      }}
    >
      {() => <AnalyticsContent />}
    </PortfolioPage>
  );
}

function AnalyticsContent() {
  const money = useMoney();
  const prefs = usePrefs();
  return (
    <>
      <section aria-label="Performance summary" className="mt-8 grid gap-4 md:grid-cols-3">
        <StatCard
          label="Portfolio gain over cost"
          value={formatSignedCurrency(SUMMARY.totalGain, prefs, true)}
          trend={SUMMARY.totalGain}
          valueTestId="portfolio-gain"
          note={
            <>
              {formatSignedPercent(SUMMARY.totalGainPercent)} on {money(SUMMARY.totalCost, true)} invested
            </>
          }
          noteClassName={MUTED_TEXT}
        />
        {PERFORMERS.map(({ label, testId, holding }) => (
          <StatCard
            key={testId}
            label={label}
            value={holding.symbol}
            valueTestId={testId}
            note={
              <>
                <TrendIcon value={holding.returnPercent} /> {formatSignedPercent(holding.returnPercent)} (
                {formatSignedCurrency(holding.gain, prefs)})
              </>
            }
            noteClassName={`font-medium ${trendClass(holding.returnPercent)}`}
          />
        ))}
      </section>

      <CardSection headingId="chart-title" title="Return per holding">
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Gain or loss as a percentage of the cost, highest first. Bars right of the centre line are gains.
        </p>
        <ul className="mt-4 space-y-3">
          {RETURNS.map((r) => (
            <li key={r.symbol} className="grid grid-cols-[4rem_1fr_5.5rem] items-center gap-3 text-sm">
              <span className="font-semibold text-slate-900 dark:text-white">{r.symbol}</span>
              <DivergingBar value={r.returnPercent} max={MAX_ABS} />
              <span className={`text-right font-medium tabular-nums ${trendClass(r.returnPercent)}`}>
                {formatSignedPercent(r.returnPercent)}
              </span>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection headingId="table-title" title="Returns table">
        <DataTable
          label="Returns table"
          columns={RETURN_COLUMNS}
          totals={
            <>
              <td className={NUM_TD}>{money(SUMMARY.totalCost)}</td>
              <td className={NUM_TD}>{money(SUMMARY.totalValue)}</td>
              <td className={`${NUM_TD} ${trendClass(SUMMARY.totalGain)}`}>
                {formatSignedCurrency(SUMMARY.totalGain, prefs)}
              </td>
              <td className={`${NUM_TD} ${trendClass(SUMMARY.totalGainPercent)}`}>
                {formatSignedPercent(SUMMARY.totalGainPercent)}
              </td>
            </>
          }
        >
          {RETURNS.map((r) => (
            <tr key={r.symbol}>
              <StockCell symbol={r.symbol} name={r.name} />
              <td className={NUM_TD}>{money(r.cost)}</td>
              <td className={NUM_TD}>{money(r.value)}</td>
              <td className={`${NUM_TD} font-medium ${trendClass(r.gain)}`}>{formatSignedCurrency(r.gain, prefs)}</td>
              <td className={`${NUM_TD} font-medium ${trendClass(r.returnPercent)}`}>
                {formatSignedPercent(r.returnPercent)}
              </td>
            </tr>
          ))}
        </DataTable>
      </CardSection>
    </>
  );
}
