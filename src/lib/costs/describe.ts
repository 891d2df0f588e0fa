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

/** The fixed yearly fee in words, from all its fields: amount, per US exchange or not, when it is charged and its note. */
export function describeYearlyFee(fee: YearlyFee): string {
  if (fee.eurPerYear === 0) return withNote(tCosts('costs.words.none'), fee.note);
  const amount = formatEuroCents(fee.eurPerYear);
  const words = fee.perUsExchange
    ? tCosts('costs.words.perUsExchangePerYear', { amount })
    : fee.onlyWithUsOrders
      ? tCosts('costs.words.perYearWithUsOrders', { amount })
      : tCosts('costs.words.perYear', { amount });
  return withNote(words, fee.note);
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
    { label: tCosts('costs.tariff.yearly'), text: describeYearlyFee(tariff.yearly) },
    { label: tCosts('costs.tariff.etf'), text: withNote(describeEtf(tariff.etf), tariff.etf.note) },
  ];
}

/** An order fee in a few words, for the summary: '€ 3,00', '0,08% (min. € 2,00)', '$ 0,005 per aandeel (min. $ 1,00)'. */
function shortOrderFee(fee: UsOrderFee): string {
  if (fee.kind === 'usd-per-share') {
    return tCosts('costs.short.perShare', {
      perShare: formatDollar(fee.usdPerShare),
      minimum: formatDollar(fee.minimumUsd),
    });
  }
  if (fee.percent === 0) return formatEuroCents(fee.kind === 'euro' ? fee.commissionEur + fee.handlingEur : 0);
  const minimum = fee.kind === 'euro' ? fee.minimumEur : fee.minimumUsd;
  if (minimum === 0) return formatPercent(fee.percent);
  const shownMinimum = fee.kind === 'euro' ? formatEuroCents(minimum) : formatDollar(minimum);
  return tCosts('costs.short.percentMinimum', { percent: formatPercent(fee.percent), minimum: shownMinimum });
}

/**
 * The order fees in one line, as the home table, the /brokers hub and the broker page show them
 * ('NL € 3,00, US € 2,00'; '€ 1,00 per order, NL en US' when both are the same).
 */
export function tariffSummary(tariff: Tariff): string {
  const nl = shortOrderFee(tariff.euronext);
  const us = shortOrderFee(tariff.us);
  return nl === us ? tCosts('costs.summary.same', { fee: nl }) : tCosts('costs.summary', { nl, us });
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
