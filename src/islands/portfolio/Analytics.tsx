// /portfolio/analytics (issue 7): return per holding as a chart and a table, the best and worst
// performer and the portfolio's gain over its cost.
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { bestAndWorst, holdingReturns } from '../../lib/portfolio/analytics';
import { formatSignedCurrency, formatSignedPercent } from '../../lib/portfolio/format';
import { portfolioSummary } from '../../lib/portfolio/summary';
import { DivergingBar, PortfolioPage, TD, TH, TableScroll, TrendIcon, trendClass, useMoney, usePrefs } from './shared';

const RETURNS = holdingReturns(SAMPLE_HOLDINGS);
const EXTREMES = bestAndWorst(SAMPLE_HOLDINGS);
const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);
const MAX_ABS = Math.max(...RETURNS.map((r) => Math.abs(r.returnPercent)), 1);

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
        <div className="card">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Portfolio gain over cost</h2>
          <p className={`mt-2 text-2xl font-bold ${trendClass(SUMMARY.totalGain)}`} data-testid="portfolio-gain">
            <TrendIcon value={SUMMARY.totalGain} /> {formatSignedCurrency(SUMMARY.totalGain, prefs, true)}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {formatSignedPercent(SUMMARY.totalGainPercent)} on {money(SUMMARY.totalCost, true)} invested
          </p>
        </div>
        {EXTREMES && (
          <>
            <div className="card">
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Best performer</h2>
              <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="best-performer">
                {EXTREMES.best.symbol}
              </p>
              <p className={`mt-1 text-sm font-medium ${trendClass(EXTREMES.best.returnPercent)}`}>
                <TrendIcon value={EXTREMES.best.returnPercent} /> {formatSignedPercent(EXTREMES.best.returnPercent)} (
                {formatSignedCurrency(EXTREMES.best.gain, prefs)})
              </p>
            </div>
            <div className="card">
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Worst performer</h2>
              <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="worst-performer">
                {EXTREMES.worst.symbol}
              </p>
              <p className={`mt-1 text-sm font-medium ${trendClass(EXTREMES.worst.returnPercent)}`}>
                <TrendIcon value={EXTREMES.worst.returnPercent} /> {formatSignedPercent(EXTREMES.worst.returnPercent)} (
                {formatSignedCurrency(EXTREMES.worst.gain, prefs)})
              </p>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="chart-title" className="card mt-8">
        <h2 id="chart-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Return per holding
        </h2>
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
      </section>

      <section aria-labelledby="table-title" className="card mt-8">
        <h2 id="table-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Returns table
        </h2>
        <TableScroll label="Returns table">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  Stock
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Cost
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Market Value
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Gain/Loss
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Return
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {RETURNS.map((r) => (
                <tr key={r.symbol}>
                  <th scope="row" className={`${TD} text-left font-normal`}>
                    <span className="block font-semibold text-slate-900 dark:text-white">{r.symbol}</span>
                    <span className="block text-slate-600 dark:text-slate-300">{r.name}</span>
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>{money(r.cost)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{money(r.value)}</td>
                  <td className={`${TD} text-right font-medium tabular-nums ${trendClass(r.gain)}`}>
                    {formatSignedCurrency(r.gain, prefs)}
                  </td>
                  <td className={`${TD} text-right font-medium tabular-nums ${trendClass(r.returnPercent)}`}>
                    {formatSignedPercent(r.returnPercent)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">
              <tr>
                <th scope="row" className={`${TD} text-left`}>
                  Total
                </th>
                <td className={`${TD} text-right tabular-nums`}>{money(SUMMARY.totalCost)}</td>
                <td className={`${TD} text-right tabular-nums`}>{money(SUMMARY.totalValue)}</td>
                <td className={`${TD} text-right tabular-nums ${trendClass(SUMMARY.totalGain)}`}>
                  {formatSignedCurrency(SUMMARY.totalGain, prefs)}
                </td>
                <td className={`${TD} text-right tabular-nums ${trendClass(SUMMARY.totalGainPercent)}`}>
                  {formatSignedPercent(SUMMARY.totalGainPercent)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
