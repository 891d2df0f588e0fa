// /portfolio/dashboard (spec §2 Dashboard, English): four summary cards, sector allocation and the
// holdings table, all computed from the sample holdings by the pure summary functions.
import { useEffect, useState } from 'react';
import { SAMPLE_HOLDINGS } from '../../data/holdings';
import { DASHBOARD_DELAY_MS } from '../../lib/portfolio/constants';
import { formatInteger, formatPercent, formatSignedCurrency, formatSignedPercent } from '../../lib/portfolio/format';
import { holdingGain, holdingGainPercent, marketValue, portfolioSummary } from '../../lib/portfolio/summary';
import {
  PortfolioPage,
  ShareBar,
  TD,
  TH,
  TableScroll,
  TrendIcon,
  trendClass,
  useAuth,
  useMoney,
  usePrefs,
} from './shared';

const SUMMARY = portfolioSummary(SAMPLE_HOLDINGS);

export default function Dashboard() {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : undefined;
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);

  // Spec §4: loading starts true and ends after a simulated 1 s delay once a user is present.
  useEffect(() => {
    if (uid === undefined) return undefined;
    const timer = setTimeout(() => setLoadedFor(uid), DASHBOARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid]);

  return (
    <PortfolioPage
      title="Portfolio Dashboard"
      subtitle={(user) => `Welcome back, ${user.email ?? 'investor'}`}
      signedOut={{
        title: 'Please log in to view your portfolio',
        text: 'Create an account or sign in to start tracking your investments',
      }}
      pending={uid !== undefined && loadedFor !== uid}
    >
      {() => <DashboardContent />}
    </PortfolioPage>
  );
}

function DashboardContent() {
  const money = useMoney();
  const prefs = usePrefs();
  const s = SUMMARY;
  return (
    <>
      <section aria-label="Summary" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="card" data-testid="card-total-value">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Total Portfolio Value</h2>
          <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="total-value">
            {money(s.totalValue, true)}
          </p>
          <p className={`mt-1 text-sm font-medium ${trendClass(s.dailyChange)}`}>
            <TrendIcon value={s.dailyChange} /> {formatSignedCurrency(s.dailyChange, prefs)} (
            {formatSignedPercent(s.dailyChangePercent)}) today
          </p>
        </div>
        <div className="card">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Total Cost</h2>
          <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="total-cost">
            {money(s.totalCost, true)}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Amount invested</p>
        </div>
        <div className="card">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Total Gain/Loss</h2>
          <p className={`mt-2 text-2xl font-bold ${trendClass(s.totalGain)}`} data-testid="total-gain">
            <TrendIcon value={s.totalGain} /> {formatSignedCurrency(s.totalGain, prefs, true)}
          </p>
          <p className={`mt-1 text-sm font-medium ${trendClass(s.totalGain)}`}>
            {formatSignedPercent(s.totalGainPercent)}
          </p>
        </div>
        <div className="card">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Holdings</h2>
          <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white" data-testid="holdings-count">
            {formatInteger(SAMPLE_HOLDINGS.length)}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Different stocks</p>
        </div>
      </section>

      <section aria-labelledby="sector-title" className="card mt-8">
        <h2 id="sector-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Sector Allocation
        </h2>
        <ul className="mt-4 space-y-4">
          {s.sectorAllocation.map((a) => (
            <li key={a.name} data-testid="sector-row">
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span className="font-medium text-slate-900 dark:text-white">{a.name}</span>
                <span className="text-slate-700 dark:text-slate-300">
                  <span data-testid="sector-percent">{formatPercent(a.percentage, 1)}</span> · {money(a.value)}
                </span>
              </div>
              <div className="mt-1">
                <ShareBar percent={a.percentage} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="holdings-title" className="card mt-8">
        <h2 id="holdings-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Your Holdings
        </h2>
        <TableScroll label="Your Holdings table">
          <table className="w-full border-collapse text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  Stock
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Shares
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Avg Price
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Current Price
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Market Value
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Gain/Loss
                </th>
                <th scope="col" className={TH}>
                  Sector
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {SAMPLE_HOLDINGS.map((h) => {
                const gain = holdingGain(h);
                return (
                  <tr key={h.symbol} data-testid="holding-row">
                    <th scope="row" className={`${TD} text-left font-normal`}>
                      <span className="block font-semibold text-slate-900 dark:text-white">{h.symbol}</span>
                      <span className="block text-slate-600 dark:text-slate-300">{h.name}</span>
                    </th>
                    <td className={`${TD} text-right tabular-nums`}>{formatInteger(h.shares)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{money(h.avgPrice)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{money(h.currentPrice)}</td>
                    <td className={`${TD} text-right tabular-nums`} data-testid="market-value">
                      {money(marketValue(h))}
                    </td>
                    <td className={`${TD} text-right tabular-nums font-medium ${trendClass(gain)}`}>
                      <span className="block">
                        <TrendIcon value={gain} /> {formatSignedCurrency(gain, prefs)}
                      </span>
                      <span className="block">{formatSignedPercent(holdingGainPercent(h))}</span>
                    </td>
                    <td className={TD}>{h.sector}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
