// 'Dezelfde orders bij elke broker': the reader's orders priced at today's tariffs at every broker,
// cheapest first, the orders the model cannot price named per venue, and for the broker the files
// came from what was paid beside the model at the tariff of each order's date, per year, same orders.
import type { BrokerId } from '../../../data/fees';
import { tMyCosts, type MyCostsKey } from '../../../i18n/nl/myCosts';
import type { Analysis, SourceComparison } from '../../../lib/exports/analyze';
import type { DatedYear } from '../../../lib/exports/pricing';
import { notComparedText, notRankedText, ordersText, referenceRateText } from '../../../lib/exports/messages';
import { formatEuro, formatEuroCents, formatInteger } from '../../../lib/format';

/** Why the model's figure for the reader's own broker can still differ from what the file says was paid. */
const DIFFERENCE_REASONS: Readonly<Partial<Record<BrokerId, MyCostsKey>>> = {
  degiro: 'myCosts.source.reason.degiro',
  'trading-212': 'myCosts.source.reason.trading212',
  'trade-republic': 'myCosts.source.reason.tradeRepublic',
  ibkr: 'myCosts.source.reason.ibkr',
  saxo: 'myCosts.source.reason.saxo',
};
const cellClass = 'px-3 py-2 text-right';

/** What both sides count in one year, and which of its orders are compared how. */
function yearCounts(year: DatedYear): string {
  const parts = [
    year.withoutFx > 0
      ? tMyCosts('myCosts.dated.countsWithoutFx', { count: formatInteger(year.withoutFx) })
      : tMyCosts('myCosts.dated.countsAll'),
  ];
  if (year.atTodaysTariff > 0)
    parts.push(tMyCosts('myCosts.dated.countsAtToday', { count: formatInteger(year.atTodaysTariff) }));
  if (year.otherTariff > 0)
    parts.push(tMyCosts('myCosts.dated.countsOtherTariff', { count: formatInteger(year.otherTariff) }));
  if (year.paidAtReferenceRate > 0)
    parts.push(tMyCosts('myCosts.dated.countsAtReference', { count: formatInteger(year.paidAtReferenceRate) }));
  return parts.join('; ');
}

/** The reader's own broker: paid against the model at the tariff of each order's date, per year, same orders. */
function DatedSection({ source, rate }: { readonly source: SourceComparison; readonly rate: string }) {
  const { dated } = source;
  const orders = dated.years.reduce((sum, year) => sum + year.orders, 0);
  if (orders === 0) {
    return (
      <p data-dated={source.id} data-dated-none>
        {tMyCosts('myCosts.dated.none')}
      </p>
    );
  }
  const reasonKey = DIFFERENCE_REASONS[source.id];
  const reason = reasonKey === undefined ? undefined : tMyCosts(reasonKey);
  const differs = Math.abs(dated.paid - dated.model) >= 0.005;
  return (
    <div data-dated={source.id} className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{tMyCosts('myCosts.dated.title')}</h3>
      <p>
        {tMyCosts('myCosts.dated.intro', {
          broker: source.name,
          plan: dated.planName ? tMyCosts('myCosts.dated.planSuffix', { plan: dated.planName }) : '',
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm tabular-nums" data-dated-years>
          <caption className="sr-only">{tMyCosts('myCosts.dated.caption')}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300 text-left dark:border-slate-600">
              <th scope="col" className="px-3 py-2 font-semibold">
                {tMyCosts('myCosts.dated.year')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.dated.orders')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.dated.paid')}
              </th>
              <th scope="col" className={`${cellClass} font-semibold`}>
                {tMyCosts('myCosts.dated.model')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {tMyCosts('myCosts.dated.counts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {dated.years.map((year) => (
              <tr
                key={year.year}
                className="border-b border-slate-200 dark:border-slate-700"
                data-dated-year={year.year}
              >
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {year.year}
                </th>
                <td className={cellClass}>{formatInteger(year.orders)}</td>
                <td className={cellClass} data-dated-paid>
                  {formatEuroCents(year.paid)}
                </td>
                <td className={cellClass} data-dated-model>
                  {formatEuroCents(year.model)}
                </td>
                <td className="px-3 py-2 text-left" data-dated-counts>
                  {yearCounts(year)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dated.planName && dated.alternatives.length > 0 && (
        <p data-dated-plan>
          {tMyCosts('myCosts.dated.ownPlan', { plan: dated.planName })}{' '}
          {dated.alternatives
            .map((other) =>
              tMyCosts('myCosts.dated.alternative', { plan: other.planName, model: formatEuroCents(other.model) }),
            )
            .join(' ')}
        </p>
      )}
      {dated.atTodaysTariff > 0 && (
        <p data-dated-at-today>
          {countText(dated.atTodaysTariff, 'myCosts.dated.atTodayOne', 'myCosts.dated.atTodayMany')}
        </p>
      )}
      {dated.withoutFx > 0 && (
        <p data-dated-without-fx>
          {countText(dated.withoutFx, 'myCosts.dated.withoutFxOne', 'myCosts.dated.withoutFxMany')}
        </p>
      )}
      {dated.otherTariff > 0 && (
        <p data-dated-other-tariff>
          {countText(dated.otherTariff, 'myCosts.dated.otherTariffOne', 'myCosts.dated.otherTariffMany')}
        </p>
      )}
      {dated.paidAtReferenceRate > 0 && <p data-dated-paid-rate>{tMyCosts('myCosts.dated.paidRate', { rate })}</p>}
      {dated.notPriced.length > 0 && (
        <p data-dated-not-priced>
          {tMyCosts('myCosts.dated.notPriced', {
            list: dated.notPriced.map((n) => notComparedText(n.orders, n.venue)).join(', '),
          })}
        </p>
      )}
      {dated.withoutPaid > 0 && (
        <p data-dated-without-paid>
          {countText(dated.withoutPaid, 'myCosts.dated.withoutPaidOne', 'myCosts.dated.withoutPaidMany')}
        </p>
      )}
      {differs && reason && <p>{tMyCosts('myCosts.source.reason', { reason })}</p>}
      <p>{tMyCosts('myCosts.dated.beside')}</p>
    </div>
  );
}

function countText(count: number, one: MyCostsKey, many: MyCostsKey): string {
  return count === 1 ? tMyCosts(one) : tMyCosts(many, { count: formatInteger(count) });
}

function unavailableText(count: number, broker: string): string {
  return count === 1
    ? tMyCosts('myCosts.ranking.unavailableOne', { broker })
    : tMyCosts('myCosts.ranking.unavailableMany', { count: formatInteger(count), broker });
}

export default function BrokerRanking({
  analysis,
  portfolioEur,
  rate,
}: {
  readonly analysis: Analysis;
  readonly portfolioEur: number | null;
  /** The site's reference rate as the page writes it. */
  readonly rate: string;
}) {
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
          {sources.length > 0 && (
            <p className="mt-2 text-slate-700 dark:text-slate-300" data-two-questions>
              {tMyCosts('myCosts.ranking.twoQuestions')}
            </p>
          )}
          <p className="mt-2 text-slate-700 dark:text-slate-300" data-holding-note>
            {pricing.withHolding && portfolioEur !== null
              ? tMyCosts('myCosts.ranking.withHolding', { value: formatEuro(portfolioEur) })
              : tMyCosts('myCosts.ranking.withoutHolding')}
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
                {broker.planName && (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-broker-plan>
                    {tMyCosts('myCosts.ranking.plan', { plan: broker.planName })}
                  </p>
                )}
                {broker.unavailable > 0 && (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-broker-unavailable>
                    {unavailableText(broker.unavailable, broker.name)}
                  </p>
                )}
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 tabular-nums dark:text-slate-300">
                  {broker.years.map((year) => (
                    <li key={year.year} data-broker-year={year.year}>
                      {year.year}: {formatEuroCents(year.total + year.holding)} ({ordersText(year.orders)})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      {pricing.notCompared.length > 0 && notCompared}
      {pricing.notRanked.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-not-ranked>
          {notRankedText(pricing.notRanked)}
        </p>
      )}
      {pricing.atReferenceRate > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-reference-rate>
          {referenceRateText(pricing.atReferenceRate)}
        </p>
      )}
      {sources.length > 0 && pricing.compared > 0 && (
        <div className="mt-6 space-y-4 text-sm text-slate-700 dark:text-slate-300" data-sources>
          {sources.map((source) => (
            <DatedSection key={source.id} source={source} rate={rate} />
          ))}
        </div>
      )}
    </section>
  );
}
