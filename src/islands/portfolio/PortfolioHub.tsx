// /portfolio: greeting, four summary tiles (the watchlist count is live from the store; value, shares and dividends
// are the reader's own once they have chosen their exports, the sample's marked 'Demo' until then), the file field,
// six cards to the portfolio screens (built with the page from the route table: hubCards.ts) and the quick actions.
import { useStore } from '@nanostores/react';
import { tHub } from '../../i18n/en/hub';
import { tPortfolio } from '../../i18n/en/portfolio';
import { formatInteger } from '../../lib/portfolio/format';
import { totalShares } from '../../lib/portfolio/shares';
import type { PortfolioView } from '../../lib/portfolio/view';
import { formatMoney } from '../../lib/portfolio/labels';
import { $ownPortfolio } from '../../stores/ownPortfolio';
import CardSection from '../ui/CardSection';
import { HYDRATION_SAFE } from '../ui/useHydrated';
import DemoNote from './own/DemoNote';
import ImportPanel from './own/ImportPanel';
import StatCard from '../ui/StatCard';
import { PortfolioPage, useMoney } from './shared';
import type { HubCard } from './hubCards';
import type { HubSample } from './sampleFigures';
import { SaveFailedNotice, useWatchlist } from './watchlistShared';

const QUICK_ACTIONS = [
  { href: '/tools/stock-screener', label: tHub('hub.quick.screener') },
  { href: '/portfolio/watchlist', label: tHub('hub.quick.watchlist') },
  { href: '/tools/compound-interest', label: tHub('hub.quick.compound') },
] as const;

interface HubProps {
  /** The six cards to the portfolio screens, built from the route table by the page (hubCards.ts). */
  readonly cards: readonly HubCard[];
  /** The sample's tiles, worked out by the page from the sample data (sampleFigures.ts). */
  readonly sample: HubSample;
}

export default function PortfolioHub({ cards, sample }: HubProps) {
  return (
    <PortfolioPage
      title={tPortfolio('portfolio.title')}
      subtitle={(user) => tPortfolio('portfolio.welcome', { email: user.email ?? tPortfolio('portfolio.investor') })}
      signedOut={{ title: tHub('hub.signedOut.title'), text: tHub('hub.signedOut.text') }}
      notices={<SaveFailedNotice />}
    >
      {() => <HubContent cards={cards} sample={sample} />}
    </PortfolioPage>
  );
}

/** The hub's figures of the reader's own portfolio (built in the worker): value, shares held, dividends after tax. */
function ownFigures(portfolio: PortfolioView | null | undefined) {
  if (!portfolio) return undefined;
  return {
    value: formatMoney(portfolio.totals.valueEur),
    shares: totalShares(portfolio.holdings.map((holding) => ({ shares: holding.quantity }))),
    dividends: formatMoney(portfolio.totals.dividendsEur - portfolio.totals.withheldEur),
  };
}

function HubContent({ cards, sample }: HubProps) {
  const watchlist = useWatchlist();
  const money = useMoney();
  const own = useStore($ownPortfolio, HYDRATION_SAFE);
  const figures = ownFigures(own.status === 'ready' && own.stored ? own.portfolio : undefined);
  const tiles = [
    {
      label: tHub('hub.portfolioValue'),
      value: figures?.value ?? money(sample.value, true),
      testId: 'tile-value',
    },
    { label: tHub('hub.shareCount'), value: formatInteger(figures?.shares ?? sample.shares), testId: 'tile-shares' },
    { label: tPortfolio('portfolio.watchlist'), value: formatInteger(watchlist.length), testId: 'tile-watchlist' },
    {
      label: tPortfolio('portfolio.dividendsReceived'),
      value: figures?.dividends ?? money(sample.dividends, true),
      testId: 'tile-dividend',
    },
  ];
  return (
    <>
      {own.status === 'ready' && !own.stored && <DemoNote />}
      <section aria-labelledby="overview-title" className="mt-8">
        <h2 id="overview-title" className="sr-only">
          {tHub('hub.overview')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((t) => (
            <StatCard key={t.label} term label={t.label} value={t.value} valueTestId={t.testId} />
          ))}
        </dl>
      </section>

      <ImportPanel />

      <CardSection headingId="screens-title" title={tHub('hub.tools')} className="mt-10">
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((c) => (
            <li key={c.href}>
              <a
                href={c.href}
                className="card block h-full transition hover:border-brand-600 hover:shadow-md dark:hover:border-accent-300"
              >
                <span aria-hidden="true" className="text-2xl">
                  {c.icon}
                </span>
                <span className="mt-2 block text-lg font-semibold text-slate-900 dark:text-white">{c.title}</span>
                <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{c.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection headingId="quick-title" title={tHub('hub.quickActions')} className="card mt-10">
        <ul className="mt-4 flex flex-wrap gap-3">
          {QUICK_ACTIONS.map((a, i) => (
            <li key={a.label}>
              <a href={a.href} className={i === 0 ? 'btn-primary' : 'btn-secondary'}>
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </CardSection>
    </>
  );
}
