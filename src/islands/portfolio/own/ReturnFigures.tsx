// The reader's two whole-portfolio returns, each with its method's name and explanation beside it (readers
// must see what was computed): the money-weighted one over the period the files cover, and the time-weighted one only
// where it can be known. One place for both screens that show them: the dashboard (as a description list) and
// /portfolio/analytics (as two cards).
import { formatDay, formatRate } from '../../../lib/portfolio/labels';
import type { PortfolioView } from '../../../lib/portfolio/view';
import { ownWord as w } from '../../../stores/ownPortfolio';
import { trendClass } from '../shared';
import MethodNote from './MethodNote';

const FIGURE = 'mt-2 text-2xl font-bold';
const NOT_KNOWN = 'text-base font-medium';

function IrrFigure({ irr }: { irr: PortfolioView['irr'] }) {
  if (!irr.ok)
    return (
      <span className={NOT_KNOWN}>
        {w(irr.reason === 'missing-price' ? 'own.irr.missingPrice' : 'own.irr.noFlows')}
      </span>
    );
  return (
    <>
      <span className={trendClass(irr.value)}>{formatRate(irr.value)}</span>{' '}
      <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
        {w('own.irr.period', { from: formatDay(irr.from), to: formatDay(irr.to) })}
      </span>
    </>
  );
}

function TwrFigure({ twr }: { twr: PortfolioView['twr'] }) {
  if (!twr.ok) return <span className={NOT_KNOWN}>{w('own.twr.notComputable')}</span>;
  return <span className={trendClass(twr.total)}>{formatRate(twr.annual ?? twr.total)}</span>;
}

/**
 * `inList`: the figures are the terms and descriptions of the `<dl>` around them (the dashboard); otherwise each is
 * a card of its own (the analytics screen's summary).
 */
export default function ReturnFigures({ portfolio, inList = false }: { portfolio: PortfolioView; inList?: boolean }) {
  const Value = inList ? 'dd' : 'p';
  return (['irr', 'twr'] as const).map((method) => (
    <div key={method} className={inList ? undefined : 'card'}>
      {inList ? (
        <dt>
          <MethodNote method={method} />
        </dt>
      ) : (
        <MethodNote method={method} />
      )}
      <Value className={FIGURE} data-testid={`own-${method}`}>
        {method === 'irr' ? <IrrFigure irr={portfolio.irr} /> : <TwrFigure twr={portfolio.twr} />}
      </Value>
    </div>
  ));
}
