// 'Dezelfde orders bij elke broker': the reader's orders priced with the fee model at every broker,
// cheapest first, the orders the model cannot price named per venue, and for the broker the files
// came from a sentence on how the model's figure relates to what was paid.
import type { BrokerId } from '../../../data/fees';
import { tMyCosts } from '../../../i18n/nl/myCosts';
import type { Analysis, SourceComparison } from '../../../lib/exports/analyze';
import { notComparedText, ordersText, referenceRateText } from '../../../lib/exports/messages';
import { formatEuroCents } from '../../../lib/format';

/** Why the model's figure for the reader's own broker can differ from what the file says was paid. */
const DIFFERENCE_REASONS: Readonly<Partial<Record<BrokerId, string>>> = {
  degiro:
    "Het model rekent elke order als een gewone order, ook ETF's; voor ETF's uit de kernselectie rekent DEGIRO alleen de handling fee, en aansluitingskosten staan alleen in het Rekeningoverzicht.",
  'trading-212': 'Trading 212 rondt de valutakosten per order af; het model rekent ze over de exacte orderwaarde.',
  'trade-republic':
    'Het model rekent elke order als losse order; aankopen via een spaarplan zijn bij Trade Republic gratis.',
  ibkr: tMyCosts('myCosts.source.reason.ibkr'),
  saxo: tMyCosts('myCosts.source.reason.saxo'),
};

function SourceSentence({ source }: { readonly source: SourceComparison }) {
  const same = Math.abs(source.paid - source.model) < 0.005;
  const values = {
    broker: source.name,
    paid: formatEuroCents(source.paid),
    model: formatEuroCents(source.model),
    reason: DIFFERENCE_REASONS[source.id] ?? '',
  };
  return <p data-source={source.id}>{tMyCosts(same ? 'myCosts.source.same' : 'myCosts.source.differs', values)}</p>;
}

export default function BrokerRanking({ analysis }: { readonly analysis: Analysis }) {
  const { pricing, sources } = analysis;
  const own = new Set(sources.map((s) => s.id));
  const notCompared = (
    <ul className="mt-3 space-y-1" data-not-compared>
      {pricing.notCompared.map((n) => (
        <li key={n.venue}>{notComparedText(n.orders, n.venue)}</li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="ranking-title" className="card" data-ranking>
      <h2 id="ranking-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {tMyCosts('myCosts.ranking.title')}
      </h2>
      {pricing.compared === 0 ? (
        <p className="mt-2" data-no-orders>
          {tMyCosts(pricing.notCompared.length > 0 ? 'myCosts.ranking.noneCompared' : 'myCosts.ranking.noOrders')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {tMyCosts('myCosts.ranking.intro', { orders: ordersText(pricing.compared) })}
          </p>
          <ol className="mt-4 space-y-3" data-broker-ranking>
            {pricing.brokers.map((broker) => (
              <li
                key={broker.id}
                className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
                data-broker={broker.id}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                    {broker.name}
                    {own.has(broker.id) && ' '}
                    {own.has(broker.id) && (
                      <span className="ml-1 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-slate-800 dark:text-accent-300">
                        {tMyCosts('myCosts.ranking.ownBroker')}
                      </span>
                    )}
                  </h3>
                  <p className="tabular-nums" data-broker-total>
                    <strong className="text-lg font-bold">{formatEuroCents(broker.total)}</strong>{' '}
                    {tMyCosts('myCosts.ranking.inTotal')}
                  </p>
                </div>
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 tabular-nums dark:text-slate-300">
                  {broker.years.map((year) => (
                    <li key={year.year} data-broker-year={year.year}>
                      {year.year}: {formatEuroCents(year.total)} ({ordersText(year.orders)})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      {pricing.notCompared.length > 0 && notCompared}
      {pricing.atReferenceRate > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-reference-rate>
          {referenceRateText(pricing.atReferenceRate)}
        </p>
      )}
      {sources.length > 0 && pricing.compared > 0 && (
        <div className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300" data-sources>
          {sources.map((source) => (
            <SourceSentence key={source.id} source={source} />
          ))}
        </div>
      )}
    </section>
  );
}
