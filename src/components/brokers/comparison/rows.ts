// What the comparison shows of a broker, computed once: its sort ranks, its fee line from the fee model and the
// example order. BrokerTable only lays it out.
import { BROKERS, type Broker } from '../../../data/brokers';
import { REFERENCE_RATE, TARIFFS } from '../../../data/fees';
import { t } from '../../../i18n';
import { DEFAULT_SORT, EXAMPLE_ORDER_AMOUNT, sortBrokers, sortRanks } from '../../../lib/brokers';
import { orderCost, tariffSummary } from '../../../lib/costs';
import { formatEuro, formatEuroCents } from '../../../lib/format';

export interface ComparisonRow {
  readonly broker: Broker;
  /** The attributes src/scripts/brokers.ts sorts by. */
  readonly rankAttrs: Readonly<Record<string, string | number | undefined>>;
  /** The tariff in one line, from the fee model. */
  readonly fees: string;
  /** 'Order van € 1.000: € 3,00'. */
  readonly exampleOrder: string;
}

const ranks = { rating: sortRanks(BROKERS, 'rating'), cost: sortRanks(BROKERS, 'cost') };

/** Every broker in the default order (rating), as the comparison shows it. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = sortBrokers(BROKERS, DEFAULT_SORT).map((broker) => ({
  broker,
  rankAttrs: {
    'data-broker-item': broker.id,
    // The filter's :target rules (src/styles/global.css) hide rows by this.
    'data-kind': broker.kind,
    'data-rank-rating': ranks.rating.get(broker.name),
    'data-rank-cost': ranks.cost.get(broker.name),
  },
  fees: tariffSummary(TARIFFS[broker.id]),
  exampleOrder: t('compare.exampleOrder', {
    amount: formatEuro(EXAMPLE_ORDER_AMOUNT),
    fee: exampleFee(broker),
  }),
}));

/**
 * The example order's cost at the plan the fee line describes (the first; named there when there are more), or 'niet
 * beschikbaar' where the provider does not offer Euronext Amsterdam (never € 0).
 */
function exampleFee(broker: Broker): string {
  const plan = TARIFFS[broker.id].plans[0];
  const basis = { valueEur: EXAMPLE_ORDER_AMOUNT, usdPerEur: REFERENCE_RATE.usdPerEur };
  const fee = plan === undefined ? null : orderCost(plan, 'euronext-amsterdam', basis);
  return fee === null ? t('costs.fee.notOffered') : formatEuroCents(fee);
}
