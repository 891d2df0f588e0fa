// The fee model in words: each tariff component as the Dutch line the pages show (what it is, the fee,
// since when it holds, its source), generated from the components themselves so the explanation can
// never disagree with the amounts computed.
import type { BrokerTariff, FeeNode, MarketId, TariffComponent, TariffPlan } from '../../data/providers/types.ts';
import { tCostsModel } from '../../i18n/nl/costsModel.ts';
import { formatDollar, formatEuro, formatEuroCents, formatList, formatPercent } from '../format.ts';
import { describeFee } from './algebra.ts';
import { marketName } from './names.ts';
import { componentsOn, orderComponentOn, TARIFF_DATE } from './tariff.ts';

export { COST_PARTS, marketName } from './names.ts';

/** A service fee's label by how often it is charged. */
const SERVICE_LABEL = {
  day: 'costs.component.serviceDay',
  month: 'costs.component.serviceMonth',
  quarter: 'costs.component.serviceQuarter',
  year: 'costs.component.serviceYear',
} as const;

/** What a component is, in words ('Order op Xetra en Tradegate'). */
export function componentLabel(component: TariffComponent): string {
  switch (component.part) {
    case 'order': {
      const markets = formatList(component.markets.map(marketName));
      const label =
        component.selection !== undefined
          ? tCostsModel('costs.component.selectionOrder', { selection: component.selection, markets })
          : component.assets === 'etf'
            ? tCostsModel('costs.component.etfOrder', { markets })
            : component.assets === 'share'
              ? tCostsModel('costs.component.shareOrder', { markets })
              : tCostsModel('costs.component.order', { markets });
      const from =
        component.minOrderEur === undefined
          ? ''
          : tCostsModel('costs.component.fromAmount', { amount: formatEuro(component.minOrderEur) });
      return label + from + allowanceWords(component);
    }
    case 'order-fx':
      return tCostsModel('costs.component.orderFx');
    case 'dividend-fx':
      return tCostsModel('costs.component.dividendFx');
    case 'service':
      return tCostsModel(SERVICE_LABEL[component.period]);
    case 'connectivity':
      return tCostsModel('costs.component.connectivity', { markets: formatList(component.markets.map(marketName)) });
    case 'savings-plan':
      return tCostsModel(
        component.scope === 'core' ? 'costs.component.savingsPlanCore' : 'costs.component.savingsPlanAll',
      );
    case 'deposit':
      return tCostsModel(component.method === 'card' ? 'costs.component.depositCard' : 'costs.component.deposit');
    case 'fund':
      return tCostsModel('costs.component.fund');
    case 'inactivity':
      return (
        tCostsModel('costs.component.inactivity', { months: String(component.afterIdleMonths) }) +
        (component.holdingIsActivity ? tCostsModel('costs.component.inactivityHolding') : '')
      );
    case 'withdrawal':
      return tCostsModel('costs.component.withdrawal');
  }
}

/** An order component's free allowance in words (XTB's monthly volume, Revolut's free orders a month), or nothing. */
function allowanceWords(component: Extract<TariffComponent, { part: 'order' }>): string {
  if (component.freeMonthlyVolumeEur !== undefined)
    return tCostsModel('costs.component.freeVolume', { amount: formatEuro(component.freeMonthlyVolumeEur) });
  if (component.freeOrdersPerMonth !== undefined)
    return tCostsModel('costs.component.freeOrders', { count: String(component.freeOrdersPerMonth) });
  return '';
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
  /** Other sources' readings of the same figure (the costlier counts), each with its source and date. */
  readonly readings: readonly {
    readonly text: string;
    readonly source: { readonly title: string; readonly url: string };
    readonly checked: string;
  }[];
}

/** Another source's reading of the same figure, in words (its source and date are shown beside it). */
function readingWords(reading: NonNullable<TariffComponent['readings']>[number]): string {
  return tCostsModel('costs.component.reading', { fee: `${describeFee(reading.fee)} (${reading.note})` });
}

export function componentLine(component: TariffComponent): ComponentLine {
  // A conversion whose cost no source states is 'onbekend', never the € 0 it counts as.
  const fee =
    component.part === 'order-fx' && component.notFound === true
      ? tCostsModel('costs.fee.fxNotFound')
      : describeFee(component.fee);
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
    readings: (component.readings ?? []).map((reading) => ({
      text: readingWords(reading),
      source: reading.source,
      checked: reading.checked,
    })),
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
    return tCostsModel('costs.short.percentMinimum', { percent: formatPercent(node.percent), minimum });
  }
  if (node.kind === 'per-share') {
    return tCostsModel('costs.short.perShare', {
      perShare: formatDollar(node.perShare),
      minimum: formatDollar(node.min ?? 0),
    });
  }
  return describeFee(node);
}

/** The fee of a share order on a market (outside any selection, whatever its size). */
function orderFeeNode(plan: TariffPlan, market: MarketId, date: string): FeeNode {
  return orderComponentOn(plan, market, date).component?.fee ?? { kind: 'not-offered' };
}

/**
 * The order fees of share orders in one line, as the home table, the /brokers hub and the broker page show them
 * ('NL € 3,00, US € 2,00'; '€ 1,00 per order, NL en US' when both are the same), of the first plan, named where the
 * provider has more than one ('IBKR Fixed: …'), so the line and an example beside it speak of the same plan.
 */
export function tariffSummary(tariff: BrokerTariff, date: string = TARIFF_DATE): string {
  const plan = tariff.plans[0];
  if (plan === undefined) return tCostsModel('costs.fee.notOffered');
  const nl = shortFee(orderFeeNode(plan, 'euronext-amsterdam', date));
  const us = shortFee(orderFeeNode(plan, 'us', date));
  const line = nl === us ? tCostsModel('costs.summary.same', { fee: nl }) : tCostsModel('costs.summary', { nl, us });
  return tariff.plans.length > 1 && plan.name ? tCostsModel('costs.summary.plan', { plan: plan.name, line }) : line;
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
