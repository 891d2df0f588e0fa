// The method sentences that depend on the data, generated from the provider homes so they can never say what the
// model no longer does: which markets are priced, where currency conversion counts, which exchanges a connectivity
// fee covers and how far back each provider's tariff history goes. Mijn kosten's 'Zo rekenen we'
// (src/content/notes/my-costs.mdx) and the cost tool's (src/components/costs/CostMethod.astro) render them.
import type { BrokerId } from '../../data/brokerList.ts';
import type { BrokerTariff, FeeNode, MarketId } from '../../data/providers/types.ts';
import { ALL_MARKETS, MARKET_CURRENCY, MARKET_IDS } from '../../data/tariffs/markets.ts';
import { tPages } from '../../i18n/nl/pages.ts';
import { tCostsModel } from '../../i18n/nl/costsModel.ts';
import { formatDate, formatEuro, formatList } from '../format.ts';
import { describeFee } from './algebra.ts';
import { componentLabel } from './describe.ts';
import { marketName } from './names.ts';
import { componentsOn, TARIFF_DATE } from './tariff.ts';
import type { Fund } from '../../data/funds/types.ts';
import { fundCostSentence } from '../funds/words.ts';

/** A provider's tariff with the name the sentences use. */
export interface NamedTariff {
  readonly name: string;
  readonly tariff: BrokerTariff;
}

/** The markets at least one provider prices on the date (an order component that is not 'not offered'), in the model's order. */
export function pricedMarkets(tariffs: readonly BrokerTariff[], date: string = TARIFF_DATE): MarketId[] {
  const priced = new Set<MarketId>();
  for (const tariff of tariffs) {
    for (const plan of tariff.plans) {
      for (const component of componentsOn(plan, date)) {
        if (component.part === 'order' && component.fee.kind !== 'not-offered') {
          for (const market of component.markets) priced.add(market);
        }
      }
    }
  }
  // Every market the model knows, also one only some tariffs name (Bolsa de Madrid, ASX).
  return MARKET_IDS.filter((market) => priced.has(market));
}

/**
 * A set of markets in words: the list ('Xetra en Tradegate'), or, when it holds all of the model's markets but a
 * few, those few ('elke beurs behalve Euronext Amsterdam').
 */
export function marketsInWords(markets: readonly MarketId[]): string {
  const left = ALL_MARKETS.filter((market) => !markets.includes(market));
  if (left.length === 0) return tPages('method.markets.all');
  if (left.length < markets.length) {
    return tPages('method.markets.allBut', { markets: formatList(left.map(marketName)) });
  }
  return formatList(MARKET_IDS.filter((market) => markets.includes(market)).map(marketName));
}

/** Which markets are priced, and that orders elsewhere are counted but not priced. */
export function pricedMarketsSentence(tariffs: readonly BrokerTariff[], date: string = TARIFF_DATE): string {
  return tPages('method.myCosts.markets', { markets: formatList(pricedMarkets(tariffs, date).map(marketName)) });
}

/** Where an order also costs currency conversion: the priced markets that do not settle in euros. */
export function conversionSentence(tariffs: readonly BrokerTariff[], date: string = TARIFF_DATE): string {
  const foreign = pricedMarkets(tariffs, date).filter((market) => MARKET_CURRENCY[market] !== 'EUR');
  return foreign.length === 0
    ? tPages('method.myCosts.fx.none')
    : tPages('method.myCosts.fx', { markets: formatList(foreign.map(marketName)) });
}

/** Each provider's connectivity fee on the date: its fee and the markets it covers, per file year. */
export function connectivitySentences(tariffs: readonly NamedTariff[], date: string = TARIFF_DATE): string[] {
  return tariffs.flatMap(({ name, tariff }) => {
    const plan = tariff.plans[0];
    const connectivity = plan && componentsOn(plan, date).find((c) => c.part === 'connectivity');
    if (connectivity?.part !== 'connectivity') return [];
    return [
      tPages('method.myCosts.connectivity', {
        broker: name,
        fee: describeFee(connectivity.fee),
        markets: marketsInWords(connectivity.markets),
      }),
    ];
  });
}

/** The first day each provider's tariff history in the model covers: its oldest component's `validFrom`. */
export function historyStarts(
  tariffs: readonly BrokerTariff[],
): { readonly broker: BrokerId; readonly since: string }[] {
  return tariffs.map((tariff) => ({
    broker: tariff.broker,
    since: tariff.plans
      .flatMap((plan) => plan.components.map((component) => component.validFrom))
      .reduce((a, b) => (b < a ? b : a)),
  }));
}

/**
 * How far back the model prices a reader's own broker at the tariff of each order's date, per provider ('DEGIRO
 * sinds 15 mei 2023'), and what an older order is priced at.
 */
export function historySentence(tariffs: readonly NamedTariff[]): string {
  const starts = historyStarts(tariffs.map((t) => t.tariff));
  const since = tariffs.map(({ name }, i) =>
    tPages('method.myCosts.history.since', { broker: name, date: formatDate(starts[i]!.since) }),
  );
  return tPages('method.myCosts.history', { since: formatList(since) });
}

/** The distinct names of the order components of a tariff that price ETFs and shares apart ('DEGIRO'). */
function pricesAssetsApart(tariff: BrokerTariff, date: string): boolean {
  return tariff.plans.some((plan) =>
    componentsOn(plan, date).some((c) => c.part === 'order' && (c.assets !== undefined || c.selection !== undefined)),
  );
}

/**
 * What the yearly comparison assumes, in words for 'Zo rekenen we', generated from the tariffs: the fee per exchange,
 * the plans the tool chooses between, ETFs apart from shares, the selections, fees that offset each other, conflicting
 * sources, the deposit fees and the fund costs, and the costs left out with the reason.
 */
export function methodNotes(
  tariffs: readonly (NamedTariff & { readonly ownFund?: Fund | undefined })[],
  fundEtf: Fund,
  date: string = TARIFF_DATE,
): string[] {
  const lines: string[] = [];
  const apart: string[] = [];
  const selections: string[] = [];
  const deposits: string[] = [];
  const ownFunds: string[] = [];
  const ownFundSentences: string[] = [];
  const conflicts = new Map<string, string[]>();
  for (const { name, tariff, ownFund } of tariffs) {
    const plan = tariff.plans[0];
    const current = plan ? componentsOn(plan, date) : [];
    const connectivity = current.find((c) => c.part === 'connectivity');
    if (connectivity) {
      lines.push(
        tCostsModel('costs.method.connectivity', {
          broker: name,
          fee: describeFee(connectivity.fee),
          markets: marketsInWords(connectivity.markets),
        }),
      );
    }
    if (tariff.plans.length > 1) {
      lines.push(
        tCostsModel('costs.method.plans', { broker: name, plans: formatList(tariff.plans.map((p) => p.name)) }),
      );
    }
    if (pricesAssetsApart(tariff, date)) apart.push(name);
    for (const key of new Set((tariff.selections ?? []).map((m) => m.selection))) selections.push(`${name} (${key})`);
    for (const c of current) {
      if (c.part === 'service' && c.reducedByOrderFees) {
        const waived =
          c.waivedFromEur === undefined
            ? ''
            : tCostsModel('costs.method.offset.waived', { amount: formatEuro(c.waivedFromEur) });
        lines.push(tCostsModel('costs.method.offset', { broker: name, fee: describeFee(c.fee), waived }));
      }
      if (c.readings) {
        const readings = `${componentLabel(c)}: ${[c.fee, ...c.readings.map((r) => r.fee)].map(describeFee).join(' tegenover ')}`;
        conflicts.set(name, [...(conflicts.get(name) ?? []), readings]);
      }
      if (c.part === 'deposit') {
        const free =
          (c.freeUpToTotalEur === undefined
            ? ''
            : tCostsModel('costs.method.deposit.freeTotal', { amount: formatEuro(c.freeUpToTotalEur) })) +
          (c.firstFree ? tCostsModel('costs.method.deposit.firstFree') : '');
        const method = tCostsModel(c.method === 'card' ? 'costs.method.deposit.card' : 'costs.method.deposit.ideal');
        if (feeIsCharged(c.fee))
          deposits.push(tCostsModel('costs.method.deposit', { broker: name, fee: describeFee(c.fee), method, free }));
      }
      if (c.part === 'fund') {
        ownFunds.push(name);
        // The fund's ongoing charges are the provider's tariff component; its other parts come from the fund list.
        if (ownFund) ownFundSentences.push(`${name}: ${fundCostSentence(ownFund)}`);
      }
    }
  }
  // One sentence per provider whose sources conflict, naming each figure with both readings.
  for (const [broker, readings] of conflicts) {
    lines.push(tCostsModel('costs.method.conflict', { broker, readings: readings.join('; ') }));
  }
  if (apart.length > 0) lines.push(tCostsModel('costs.method.assets', { list: formatList(apart) }));
  if (selections.length > 0) lines.push(tCostsModel('costs.method.selection', { list: formatList(selections) }));
  lines.push(tCostsModel('costs.method.holding'));
  lines.push(tCostsModel('costs.method.savingsPlan'));
  lines.push(
    tCostsModel('costs.method.fund', {
      fund: fundCostSentence(fundEtf),
      brokers: ownFunds.length > 0 ? formatList(ownFunds) : '—',
      own:
        ownFundSentences.length > 0 ? tCostsModel('costs.method.fund.own', { list: ownFundSentences.join('; ') }) : '',
    }),
  );
  lines.push(tCostsModel('costs.method.dividendFx'));
  lines.push(
    deposits.length > 0
      ? tCostsModel('costs.method.deposits', { list: formatList(deposits) })
      : tCostsModel('costs.method.depositsNone'),
  );
  return lines;
}

/** Whether a fee node can cost something (not a flat € 0 and not 'niet beschikbaar'). */
function feeIsCharged(node: FeeNode): boolean {
  return !(node.kind === 'not-offered' || (node.kind === 'flat' && node.amount === 0));
}
