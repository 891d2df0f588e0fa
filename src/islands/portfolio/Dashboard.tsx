// /portfolio/dashboard (English): the reader's own portfolio once they have chosen their exports (own/OwnDashboard.tsx);
// until then four summary cards, sector allocation and the holdings table of the sample holdings, marked 'Demo'. The
// file field and 'My files' list are on /portfolio, linked from here: the import panel, the list and the files store
// stay off this page, whose own figures already fill its sign-in budget. The sample's figures are worked out when the
// page is built (sampleFigures.ts).
import { tDashboard } from '../../i18n/en/dashboard';
import { tPortfolio } from '../../i18n/en/portfolio';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DASHBOARD_DELAY_MS } from '../../lib/portfolio/constants';
import { formatInteger, formatPercent, formatSignedCurrency, formatSignedPercent } from '../../lib/portfolio/format';
import CardSection from '../ui/CardSection';
import DataTable, { type Column } from '../ui/DataTable';
import StatCard from '../ui/StatCard';
import StockCell from '../ui/StockCell';
import { NUM_TD, TD } from '../ui/tableLook';
import ShareRow from './ShareRow';
import { PortfolioPage, Spinner, TREND_WORDS, TrendIcon, trendClass, useMoney, usePrefs } from './shared';
import { tOwn } from '../../i18n/en/own';
import { useAuth } from '../ui/useAuth';
import { HYDRATION_SAFE } from '../ui/useHydrated';
import { $ownPortfolio } from '../../stores/ownPortfolio';
import { $portfolioAccount } from '../../stores/portfolioAccount';
import DemoNote from './own/DemoNote';
import OwnDashboard from './own/OwnDashboard';
import type { DashboardSample } from './sampleFigures';

const HOLDING_COLUMNS: readonly Column[] = [
  { label: tPortfolio('portfolio.stock') },
  { label: tPortfolio('portfolio.shares'), numeric: true },
  { label: tPortfolio('portfolio.avgPrice'), numeric: true },
  { label: tPortfolio('portfolio.currentPrice'), numeric: true },
  { label: tPortfolio('portfolio.marketValue'), numeric: true },
  { label: tPortfolio('portfolio.gainLoss'), numeric: true },
  { label: tPortfolio('portfolio.sector') },
];

/** The line that sends the reader to the page where they choose and list their exports. */
function FilesLink({ href }: { href: string }) {
  return (
    <p className="mt-6 text-slate-800 dark:text-slate-100">
      {tDashboard('dashboard.files.text')}{' '}
      <a className="font-semibold underline" href={href} data-testid="dashboard-files-link">
        {tDashboard('dashboard.files.link')}
      </a>
    </p>
  );
}

/**
 * `sample`: the demo's figures, from the page (sampleFigures.ts); `filesHref`: the page with the file field, from the
 * route table.
 */
export default function Dashboard({ sample, filesHref }: { sample: DashboardSample; filesHref: string }) {
  const auth = useAuth();
  const uid = auth.status === 'signed-in' ? auth.user.uid : undefined;
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);
  const own = useStore($ownPortfolio, HYDRATION_SAFE);
  // Kept in step with the account's copy while the page is open (a price typed here goes there, a copy from another
  // device shows here), as it was when the account switch was on this page: the switch itself is on /portfolio.
  useEffect(() => $portfolioAccount.listen(() => undefined), []);

  // Loading starts true and ends after a simulated 1 s delay once a user is present.
  useEffect(() => {
    if (uid === undefined) return undefined;
    const timer = setTimeout(() => setLoadedFor(uid), DASHBOARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uid]);

  return (
    <PortfolioPage
      title={tDashboard('dashboard.title')}
      intro={tDashboard('dashboard.intro')}
      subtitle={(user) =>
        tPortfolio('portfolio.welcomeBack', { email: user.email ?? tPortfolio('portfolio.investor') })
      }
      signedOut={{ title: tDashboard('dashboard.signedOut.title'), text: tDashboard('dashboard.signedOut.text') }}
      pending={uid !== undefined && (loadedFor !== uid || own.status === 'loading')}
    >
      {() =>
        own.status === 'ready' && (own.stored || own.portfolio === null) ? (
          <>
            {own.portfolio ? (
              <OwnDashboard portfolio={own.portfolio} />
            ) : own.portfolio === null ? (
              <p role="alert" className="mt-6 font-medium text-red-800 dark:text-red-200">
                {tOwn('own.buildFailed')}
              </p>
            ) : (
              <Spinner label={tOwn('own.building')} />
            )}
            <FilesLink href={filesHref} />
          </>
        ) : (
          <>
            <DemoNote />
            <FilesLink href={filesHref} />
            <DashboardContent sample={sample} />
          </>
        )
      }
    </PortfolioPage>
  );
}

function DashboardContent({ sample }: { sample: DashboardSample }) {
  const money = useMoney();
  const prefs = usePrefs();
  const s = sample.summary;
  return (
    <>
      <section aria-label={tDashboard('dashboard.summary')} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={tDashboard('dashboard.totalValue')}
          value={money(s.totalValue, true)}
          valueTestId="total-value"
          testId="card-total-value"
          note={
            <>
              <TrendIcon value={s.dailyChange} />{' '}
              {tDashboard('dashboard.today', {
                change: formatSignedCurrency(s.dailyChange, prefs),
                percent: formatSignedPercent(s.dailyChangePercent),
              })}
            </>
          }
          noteClassName={`font-medium ${trendClass(s.dailyChange)}`}
        />
        <StatCard
          label={tDashboard('dashboard.totalCost')}
          value={money(s.totalCost, true)}
          valueTestId="total-cost"
          note={tDashboard('dashboard.invested')}
        />
        <StatCard
          label={tDashboard('dashboard.totalGain')}
          value={formatSignedCurrency(s.totalGain, prefs, true)}
          trend={{ value: s.totalGain, words: TREND_WORDS }}
          valueTestId="total-gain"
          note={formatSignedPercent(s.totalGainPercent)}
          noteClassName={`font-medium ${trendClass(s.totalGain)}`}
        />
        <StatCard
          label={tDashboard('dashboard.holdings')}
          value={formatInteger(sample.holdings.length)}
          valueTestId="holdings-count"
          note={tDashboard('dashboard.differentStocks')}
        />
      </section>

      <CardSection headingId="sector-title" title={tDashboard('dashboard.sectors')}>
        <ul className="mt-4 space-y-4">
          {s.sectorAllocation.map((a) => (
            <ShareRow key={a.name} name={a.name} percent={a.percentage} testId="sector-row">
              <span data-testid="sector-percent">{formatPercent(a.percentage, 1)}</span> · {money(a.value)}
            </ShareRow>
          ))}
        </ul>
      </CardSection>

      <CardSection headingId="holdings-title" title={tDashboard('dashboard.yourHoldings')}>
        <DataTable label={tDashboard('dashboard.holdingsTable')} columns={HOLDING_COLUMNS}>
          {sample.holdings.map((h) => {
            const gain = h.gain;
            return (
              <tr key={h.symbol} data-testid="holding-row">
                <StockCell symbol={h.symbol} name={h.name} />
                <td className={NUM_TD}>{formatInteger(h.shares)}</td>
                <td className={NUM_TD}>{money(h.avgPrice)}</td>
                <td className={NUM_TD}>{money(h.currentPrice)}</td>
                <td className={NUM_TD} data-testid="market-value">
                  {money(h.marketValue)}
                </td>
                <td className={`${NUM_TD} font-medium ${trendClass(gain)}`}>
                  <span className="block">
                    <TrendIcon value={gain} /> {formatSignedCurrency(gain, prefs)}
                  </span>
                  <span className="block">{formatSignedPercent(h.gainPercent)}</span>
                </td>
                <td className={TD}>{h.sector}</td>
              </tr>
            );
          })}
        </DataTable>
      </CardSection>
    </>
  );
}
