// The fee model in words: each tariff component as the Dutch sentence the pages show, generated from
// the figures themselves so the explanation can never disagree with the amounts computed.
import type { ConversionFee, EtfPurchaseFee, EuroOrderFee, Tariff, UsOrderFee, YearlyFee } from '../../data/fees.ts';
import { tCosts } from '../../i18n/nl/costs.ts';
import { formatDollar, formatEuroCents, formatPercent } from '../format.ts';
import type { YearlyCost } from './yearly.ts';

/** The parts of a yearly cost, in the order the pages list them, with their Dutch labels. */
export const COST_PARTS: readonly { readonly key: Exclude<keyof YearlyCost, 'total'>; readonly label: string }[] = [
  { key: 'euronext', label: tCosts('costs.part.euronext') },
  { key: 'us', label: tCosts('costs.part.us') },
  { key: 'conversion', label: tCosts('costs.part.conversion') },
  { key: 'fixed', label: tCosts('costs.part.fixed') },
  { key: 'etf', label: tCosts('costs.part.etf') },
];

const withNote = (text: string, note: string | undefined) => (note ? `${text} (${note})` : text);

/** A percentage of the order value, with its minimum when there is one. */
function percentOfOrder(percent: number, minimum: string | null): string {
  const shown = formatPercent(percent);
  return minimum
    ? tCosts('costs.words.percentMinimum', { percent: shown, minimum })
    : tCosts('costs.words.percent', { percent: shown });
}

function describeEuroOrder(fee: EuroOrderFee): string {
  if (fee.percent > 0) return percentOfOrder(fee.percent, fee.minimumEur > 0 ? formatEuroCents(fee.minimumEur) : null);
  const total = formatEuroCents(fee.commissionEur + fee.handlingEur);
  if (fee.handlingEur === 0) return tCosts('costs.words.perOrder', { total });
  return tCosts('costs.words.perOrderSplit', {
    total,
    commission: formatEuroCents(fee.commissionEur),
    handling: formatEuroCents(fee.handlingEur),
  });
}

function describeUsOrder(fee: UsOrderFee): string {
  if (fee.kind === 'euro') return describeEuroOrder(fee);
  if (fee.kind === 'usd-percent') return percentOfOrder(fee.percent, formatDollar(fee.minimumUsd));
  return tCosts('costs.words.perShare', {
    perShare: formatDollar(fee.usdPerShare),
    minimum: formatDollar(fee.minimumUsd),
    maxPercent: formatPercent(fee.maxPercent),
  });
}

function describeConversion(fee: ConversionFee): string {
  if (fee.percent === 0 && fee.minimumUsd === 0) return tCosts('costs.words.none');
  return percentOfOrder(fee.percent, fee.minimumUsd > 0 ? formatDollar(fee.minimumUsd) : null);
}

function describeYearly(fee: YearlyFee): string {
  if (fee.eurPerYear === 0) return tCosts('costs.words.none');
  const amount = formatEuroCents(fee.eurPerYear);
  return fee.perUsExchange
    ? tCosts('costs.words.perUsExchangePerYear', { amount })
    : tCosts('costs.words.perYear', { amount });
}

function describeEtf(fee: EtfPurchaseFee): string {
  return fee.kind === 'euro'
    ? tCosts('costs.words.perPurchase', { amount: formatEuroCents(fee.eur) })
    : tCosts('costs.words.asEuronextOrder');
}

export interface TariffLine {
  readonly label: string;
  readonly text: string;
}

/** The tariff component by component, in words ('Order op Euronext Amsterdam: € 3,00 per order …'). */
export function describeTariff(tariff: Tariff): TariffLine[] {
  return [
    {
      label: tCosts('costs.tariff.euronext'),
      text: withNote(describeEuroOrder(tariff.euronext), tariff.euronext.note),
    },
    { label: tCosts('costs.tariff.us'), text: withNote(describeUsOrder(tariff.us), tariff.us.note) },
    {
      label: tCosts('costs.tariff.conversion'),
      text: withNote(describeConversion(tariff.conversion), tariff.conversion.note),
    },
    { label: tCosts('costs.tariff.yearly'), text: withNote(describeYearly(tariff.yearly), tariff.yearly.note) },
    { label: tCosts('costs.tariff.etf'), text: withNote(describeEtf(tariff.etf), tariff.etf.note) },
  ];
}

/** Every component of a tariff (each carries its source and compile date). */
export function tariffComponents(tariff: Tariff): Tariff[keyof Tariff][] {
  return [tariff.euronext, tariff.us, tariff.conversion, tariff.yearly, tariff.etf];
}

/** The distinct sources of a tariff (several components often share one page). */
export function tariffSources(
  tariff: Tariff,
): { readonly title: string; readonly url: string; readonly compiled: string }[] {
  const seen = new Map<string, { title: string; url: string; compiled: string }>();
  for (const component of tariffComponents(tariff)) {
    if (!seen.has(component.source.url))
      seen.set(component.source.url, { ...component.source, compiled: component.compiled });
  }
  return [...seen.values()];
}

/**
 * What the yearly comparison assumes about the fixed fees, in words for 'Zo rekenen we': a fee per US
 * exchange is counted for one exchange, and a cap on it that the model does not apply is named.
 */
export function yearlyFeeAssumptions(tariffs: readonly { readonly name: string; readonly tariff: Tariff }[]): string[] {
  const perExchange = tariffs.filter(({ tariff }) => tariff.yearly.perUsExchange && tariff.yearly.eurPerYear > 0);
  const lines = perExchange.map(({ name, tariff }) =>
    tCosts('costs.method.oneUsExchange', { broker: name, amount: formatEuroCents(tariff.yearly.eurPerYear) }),
  );
  for (const { name, tariff } of tariffs) {
    const cap = tariff.yearly.capPercentOfAccountNotModelled;
    if (cap !== undefined)
      lines.push(tCosts('costs.method.capNotModelled', { broker: name, percent: formatPercent(cap) }));
  }
  return lines;
}
