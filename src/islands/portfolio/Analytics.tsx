// /portfolio/analytics: the reader's own returns once they have chosen their exports (own/OwnAnalytics.tsx); until then
// the sample's return per holding as a chart and a table, marked 'Demo', the best and worst performer and the
// portfolio's gain over its cost.
import { tAnalytics } from '../../i18n/en/analytics';
import { tPortfolio } from '../../i18n/en/portfolio';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { bestAndWorst, holdingReturns } from '../../lib/portfolio/analytics';
import { formatSignedCurrency, formatSignedPercent } from '../../lib/portfolio/format';
import { portfolioSummary } from '../../lib/portfolio/summary';
import CardSection from '../ui/CardSection';
import DataTable, { type Column } from '../ui/DataTable';
import StatCard, { MUTED_TEXT } from '../ui/StatCard';
import StockCell from '../ui/StockCell';
import { NUM_TD } from '../ui/tableLook';
import { DivergingBar } from './bars';
import { PortfolioPage, TREND_WORDS, TrendIcon, trendClass, useMoney, usePrefs } from './shared';
import OwnOrDemo from './own/OwnOrDemo';
import OwnAnalytics from './own/OwnAnalytics';

const RETURNS = holdingReturns(SAMPLE_HOLDINGS);
const EXTREMES = bestAndWorst(SAMPLE_HOLDINGS);
const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);
const MAX_ABS = Math.max(...RETURNS.map((r) => Math.abs(r.returnPercent)), 1);
const PERFORMERS = EXTREMES
  ? [
      { label: tAnalytics('analytics.best'), testId: 'best-performer', holding: EXTREMES.best },
      { label: tAnalytics('analytics.worst'), testId: 'worst-performer', holding: EXTREMES.worst },
    ]
  : [];
const RETURN_COLUMNS: readonly Column[] = [
  { label: tPortfolio('portfolio.stock') },
  { label: tAnalytics('analytics.cost'), numeric: true },
  { label: tPortfolio('portfolio.marketValue'), numeric: true },
  { label: tPortfolio('portfolio.gainLoss'), numeric: true },
  { label: tAnalytics('analytics.return'), numeric: true },
];

export default function Analytics() {
  return (
    <PortfolioPage
      title={tAnalytics('analytics.title')}
      subtitle={tAnalytics('analytics.subtitle')}
      signedOut={{ title: tAnalytics('analytics.signedOut.title'), text: tAnalytics('analytics.signedOut.text') }}
    >
      {() => (
        <OwnOrDemo own={(portfolio) => <OwnAnalytics portfolio={portfolio} />} demo={() => <AnalyticsContent />} />
      )}
    </PortfolioPage>
  );
}

function AnalyticsContent() {
  const money = useMoney();
  const prefs = usePrefs();
  return (
    <>
      <section aria-label={tAnalytics('analytics.summary')} className="mt-8 grid gap-4 md:grid-cols-3">
        <StatCard
          label={tAnalytics('analytics.gainOverCost')}
          value={formatSignedCurrency(SUMMARY.totalGain, prefs, true)}
          trend={{ value: SUMMARY.totalGain, words: TREND_WORDS }}
          valueTestId="portfolio-gain"
          note={tAnalytics('analytics.gainNote', {
            percent: formatSignedPercent(SUMMARY.totalGainPercent),
            cost: money(SUMMARY.totalCost, true),
          })}
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

      <CardSection headingId="chart-title" title={tAnalytics('analytics.chart')}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tAnalytics('analytics.chartNote')}</p>
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

      <CardSection headingId="table-title" title={tAnalytics('analytics.table')}>
        <DataTable
          label={tAnalytics('analytics.table')}
          columns={RETURN_COLUMNS}
          totals={{
            label: tPortfolio('portfolio.total'),
            cells: (
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
            ),
          }}
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
