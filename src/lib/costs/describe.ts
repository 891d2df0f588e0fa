// The fee model in words: each tariff component as the Dutch line the pages show (what it is, the fee,
// since when it holds, its source), generated from the components themselves so the explanation can
// never disagree with the amounts computed.
import type { BrokerTariff, FeeNode, MarketId, TariffComponent, TariffPlan } from '../../data/providers/types.ts';
import { tCosts } from '../../i18n/nl/costs.ts';
import { formatDollar, formatEuroCents, formatList, formatPercent } from '../format.ts';
import { describeFee } from './algebra.ts';
import { marketName } from './names.ts';
import { componentsOn, TARIFF_DATE } from './tariff.ts';

export { COST_PARTS, marketName } from './names.ts';

/** What a component is, in words ('Order op Xetra en Tradegate'). */
export function componentLabel(component: TariffComponent): string {
  switch (component.part) {
    case 'order':
      return tCosts('costs.component.order', { markets: formatList(component.markets.map(marketName)) });
    case 'order-fx':
      return tCosts('costs.component.orderFx');
    case 'dividend-fx':
      return tCosts('costs.component.dividendFx');
    case 'service':
      return tCosts(component.period === 'month' ? 'costs.component.serviceMonth' : 'costs.component.serviceYear');
    case 'connectivity':
      return tCosts('costs.component.connectivity', { markets: formatList(component.markets.map(marketName)) });
    case 'savings-plan':
      return tCosts(component.scope === 'core' ? 'costs.component.savingsPlanCore' : 'costs.component.savingsPlanAll');
    case 'deposit':
      return tCosts('costs.component.deposit');
  }
}

/** One component as a page shows it. */
export interface ComponentLine {
  readonly key: string;
  readonly label: string;
  /** The fee in words, with the component's note. */
  readonly text: string;
  readonly source: { readonly title: string; readonly url: string };
  readonly checked: string;
  readonly validFrom: string;
  /** `validFrom` is the source's date, not the date the figures took effect (which was not found). */
  readonly validFromSeen: boolean;
  readonly validUntil?: string;
  /** False: 'niet bevestigd voor Nederland, bron: …' beside the figure. */
  readonly confirmed: boolean;
}

export function componentLine(component: TariffComponent): ComponentLine {
  const fee = describeFee(component.fee);
  return {
    key: component.key,
    label: componentLabel(component),
    text: component.note ? `${fee} (${component.note})` : fee,
    source: component.source,
    checked: component.checked,
    validFrom: component.validFrom,
    validFromSeen: component.validFromSeen === true,
    ...(component.validUntil === undefined ? {} : { validUntil: component.validUntil }),
    confirmed: component.confirmed !== false,
  };
}

/** A plan's components that hold on a date, each as a line. */
export function planLines(plan: TariffPlan, date: string = TARIFF_DATE): ComponentLine[] {
  return componentsOn(plan, date).map(componentLine);
}

/** Every plan of a broker with its lines on a date ('IBKR Fixed', 'IBKR Tiered'; one unnamed plan for most). */
export function describeTariff(
  tariff: BrokerTariff,
  date: string = TARIFF_DATE,
): { readonly plan: TariffPlan; readonly lines: readonly ComponentLine[] }[] {
  return tariff.plans.map((plan) => ({ plan, lines: planLines(plan, date) }));
}

/** A fee in a few words, for the summary line: '€ 3,00', '0,08% (min. € 2,00)', '$ 0,005 per aandeel (min. $ 1,00)'. */
export function shortFee(node: FeeNode): string {
  if (node.kind === 'sum' && node.parts.every((part) => part.fee.kind === 'flat' && part.fee.currency !== 'USD')) {
    return formatEuroCents(node.parts.reduce((sum, part) => sum + (part.fee.kind === 'flat' ? part.fee.amount : 0), 0));
  }
  if (node.kind === 'flat' && node.currency !== 'USD') return formatEuroCents(node.amount);
  if (node.kind === 'percentage' && node.min !== undefined && node.min > 0) {
    const minimum = node.currency === 'USD' ? formatDollar(node.min) : formatEuroCents(node.min);
    return tCosts('costs.short.percentMinimum', { percent: formatPercent(node.percent), minimum });
  }
  if (node.kind === 'per-share') {
    return tCosts('costs.short.perShare', {
      perShare: formatDollar(node.perShare),
      minimum: formatDollar(node.min ?? 0),
    });
  }
  return describeFee(node);
}

function orderFeeNode(plan: TariffPlan, market: MarketId, date: string): FeeNode {
  const component = componentsOn(plan, date).find((c) => c.part === 'order' && c.markets.includes(market));
  return component?.fee ?? { kind: 'not-offered' };
}

/**
 * The order fees in one line, as the home table, the /brokers hub and the broker page show them
 * ('NL € 3,00, US € 2,00'; '€ 1,00 per order, NL en US' when both are the same), of the first plan.
 */
export function tariffSummary(tariff: BrokerTariff, date: string = TARIFF_DATE): string {
  const plan = tariff.plans[0];
  if (plan === undefined) return tCosts('costs.fee.notOffered');
  const nl = shortFee(orderFeeNode(plan, 'euronext-amsterdam', date));
  const us = shortFee(orderFeeNode(plan, 'us', date));
  return nl === us ? tCosts('costs.summary.same', { fee: nl }) : tCosts('costs.summary', { nl, us });
}

/** The distinct sources of a tariff's components on a date (several components often share one page). */
export function tariffSources(
  tariff: BrokerTariff,
  date: string = TARIFF_DATE,
): { readonly title: string; readonly url: string; readonly checked: string }[] {
  const seen = new Map<string, { title: string; url: string; checked: string }>();
  for (const plan of tariff.plans) {
    for (const component of componentsOn(plan, date)) {
      const known = seen.get(component.source.url);
      if (!known || known.checked < component.checked)
        seen.set(component.source.url, { ...component.source, checked: component.checked });
    }
  }
  return [...seen.values()];
}
