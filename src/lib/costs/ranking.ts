// The ranking with the site's data: every provider's tariff (src/data/fees.ts) and the fund list's rates
// (src/data/funds/). Pages, the open data and tests use this; the cost tool's island gets the same data from its
// page and calls ./yearly.ts itself, so its lazily loaded model carries no tariff text.
import { brokerName } from '../../data/brokerList.ts';
import { BROKER_IDS, TARIFFS, type BrokerId } from '../../data/fees.ts';
import type { BrokerTariff } from '../../data/providers/types.ts';
import { compactTariff } from './compact.ts';
import type { CostProfile } from './profile.ts';
import { TARIFF_DATE } from './tariff.ts';
import { SITE_FUND_RATES } from '../funds/list.ts';
import { rankTariffs, type EtfFund, type RankedBroker } from './yearly.ts';

/** Every fund of the site's list (src/data/funds/): its cost rates by ISIN. */
export const SITE_ETF_FUNDS: EtfFund = SITE_FUND_RATES;

/** Every broker with its name and tariff, in the list's order (what rankTariffs and keptPerBroker take). */
export function siteBrokers(
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
): { readonly id: BrokerId; readonly name: string; readonly tariff: BrokerTariff }[] {
  return BROKER_IDS.map((id) => ({ id, name: brokerName(id), tariff: tariffs[id] }));
}

/**
 * Every broker with its tariff as the cost tool's arithmetic reads it (./compact.ts): what the tool fetches with its
 * fee model (/tools/kosten-vergelijken/tarieven.json), and what its page computes 'Na 20 jaar' from.
 */
export function costToolBrokers(date: string = TARIFF_DATE): ReturnType<typeof siteBrokers> {
  return siteBrokers().map((broker) => ({ ...broker, tariff: compactTariff(broker.tariff, date) }));
}

/** Every broker's yearly cost for the profile, cheapest first (see rankTariffs). */
export function rankBrokers(
  profile: CostProfile,
  tariffs: Readonly<Record<BrokerId, BrokerTariff>> = TARIFFS,
  date: string = TARIFF_DATE,
): (RankedBroker & { readonly id: BrokerId })[] {
  return rankTariffs(siteBrokers(tariffs), profile, date, SITE_ETF_FUNDS);
}
