import type { BrokerLink } from '../../../data/brokers';
// Modules that carry no tariff: the fee model loads after first paint (./useRanking.ts).
import { COST_PARTS, type MarketNames } from '../../../lib/costs/names';
import { brokerPair } from '../../../data/brokerPairPaths';
import type { RankedBroker } from '../../../lib/costs/yearly';
import { tActions } from '../../../i18n/nl/actions';
import { tCosts } from '../../../i18n/nl/costs';
import { tPairLinks } from '../../../i18n/nl/pairLinks';
import { formatEuroCents, formatList, formatTer } from '../../../lib/format';
import BrokerMark from '../../ui/BrokerMark';
import SelectionStatus from './SelectionStatus';
import FundParts from './FundParts';
import SwitchLine from './SwitchLine';
import type { SwitchLines } from './useSwitching';

function difference(r: RankedBroker): string {
  return r.differenceEur > 0
    ? tCosts('costs.results.moreThanCheapest', { amount: formatEuroCents(r.differenceEur) })
    : tCosts('costs.results.cheapest');
}

/** The link from a broker to its head-to-head page with the cheapest ('DEGIRO of Trade Republic?'). */
function PairLink({ broker, cheapest }: { readonly broker: RankedBroker; readonly cheapest: RankedBroker }) {
  const pair = brokerPair(broker, cheapest);
  return (
    <a
      href={pair.path}
      className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300"
      data-cost-pair
    >
      {tPairLinks('pair.title', { a: pair.a.name, b: pair.b.name })}
    </a>
  );
}

/** The brokers cheapest first, each with its yearly total, the breakdown and its links. */
export default function CostResults({
  ranked,
  links,
  marketNames,
  boxTicked,
  switching = null,
}: {
  readonly ranked: readonly RankedBroker[];
  /** Each provider's mark and link (from the page: the island's bundle carries no provider facts). */
  readonly links: readonly BrokerLink[];
  /** The profile's markets by name (from the page), for a market a provider does not offer. */
  readonly marketNames: MarketNames;
  /** The box 'in de gratis of kernselectie' (each result's selection status says what it decides). */
  readonly boxTicked: boolean;
  /** Switching from where the reader invests now to each provider, by its id (null: 'Waar beleg je nu?' not set). */
  readonly switching?: SwitchLines | null;
}) {
  return (
    <ol className="space-y-4" data-cost-results>
      {ranked.map((r, i) => {
        const broker = links.find((b) => b.id === r.id)!;
        return (
          <li key={r.id} className="card" data-cost-broker={r.id}>
            {/* On a phone the price goes below the name and plan rather than squeezing them into a narrow column. */}
            <div className="flex items-start gap-3">
              <BrokerMark broker={broker} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <div className="min-w-0">
                    <h3 className="text-lg font-bold text-slate-900 dark:text-white">
                      <span className="sr-only">{`${i + 1}. `}</span>
                      {r.name}
                    </h3>
                    {r.cost.planName && (
                      <p className="text-sm font-medium text-slate-800 dark:text-slate-200" data-cost-plan>
                        {tCosts('costs.results.plan', { plan: r.cost.planName })}
                      </p>
                    )}
                  </div>
                  <p className="text-xl font-bold text-slate-900 tabular-nums dark:text-white" data-cost-total>
                    {tCosts('costs.results.total', { amount: formatEuroCents(r.cost.total) })}
                  </p>
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300" data-cost-difference>
                  {difference(r)}
                </p>
                {r.cost.ownFund && (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-cost-own-fund>
                    {tCosts('costs.results.ownFund', { name: r.name, ter: formatTer(r.cost.fundPercent) })}
                  </p>
                )}
                {r.cost.fxUnknown && (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-cost-fx-unknown>
                    {tCosts('costs.results.fxUnknown', { name: r.name })}
                  </p>
                )}
                {r.cost.unavailable.length > 0 && (
                  <p className="text-sm text-slate-700 dark:text-slate-300" data-cost-unavailable>
                    {tCosts('costs.results.unavailable', {
                      markets: formatList(r.cost.unavailable.map((market) => marketNames[market] ?? market)),
                    })}
                  </p>
                )}
              </div>
            </div>
            {r.cost.selection && <SelectionStatus selection={r.cost.selection} boxTicked={boxTicked} />}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              {COST_PARTS.map((part) => (
                <div key={part.key}>
                  <dt className="text-slate-600 dark:text-slate-400">{part.label}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-cost-part={part.key}>
                    {formatEuroCents(r.cost[part.key])}
                  </dd>
                </div>
              ))}
            </dl>
            <FundParts cost={r.cost} />
            {switching?.[r.id] && <SwitchLine words={switching[r.id]!} />}
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <a
                  href={`/brokers/${r.id}`}
                  className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-300"
                >
                  {tCosts('costs.results.brokerPage', { name: r.name })}
                </a>{' '}
                {i > 0 && ranked[0] && <PairLink broker={r} cheapest={ranked[0]} />}
              </p>
              <a
                href={broker.url}
                target="_blank"
                // providerLinkRel, written out: the lint rule only sees noopener in a literal.
                rel={broker.affiliate ? 'sponsored noopener' : 'noopener'}
                className="btn-primary px-3 py-1.5 text-sm"
              >
                {tActions('action.toBroker')}
                <span className="sr-only"> {`${r.name} ${tActions('action.newTab')}`}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
