// The fee model in words: each tariff component as the Dutch sentence the pages show, generated from
// the figures themselves so the explanation can never disagree with the amounts computed.
import type { ConversionFee, EtfPurchaseFee, EuroOrderFee, Tariff, UsOrderFee, YearlyFee } from '../../data/fees.ts';
import { t } from '../../i18n/index.ts';
import { formatDollar, formatEuroCents, formatPercent } from '../format.ts';
import type { YearlyCost } from './yearly.ts';

/** The parts of a yearly cost, in the order the pages list them, with their Dutch labels. */
export const COST_PARTS: readonly { readonly key: Exclude<keyof YearlyCost, 'total'>; readonly label: string }[] = [
  { key: 'euronext', label: t('costs.part.euronext') },
  { key: 'us', label: t('costs.part.us') },
  { key: 'conversion', label: t('costs.part.conversion') },
  { key: 'fixed', label: t('costs.part.fixed') },
  { key: 'etf', label: t('costs.part.etf') },
];

const withNote = (text: string, note: string | undefined) => (note ? `${text} (${note})` : text);

function describeEuroOrder(fee: EuroOrderFee): string {
  if (fee.percent > 0) {
    const minimum = fee.minimumEur > 0 ? `, minimaal ${formatEuroCents(fee.minimumEur)}` : '';
    return `${formatPercent(fee.percent)} van het orderbedrag${minimum}`;
  }
  const total = formatEuroCents(fee.commissionEur + fee.handlingEur);
  if (fee.handlingEur === 0) return `${total} per order`;
  return `${total} per order (${formatEuroCents(fee.commissionEur)} commissie + ${formatEuroCents(fee.handlingEur)} handling fee)`;
}

function describeUsOrder(fee: UsOrderFee): string {
  if (fee.kind === 'euro') return describeEuroOrder(fee);
  if (fee.kind === 'usd-percent') {
    return `${formatPercent(fee.percent)} van het orderbedrag, minimaal ${formatDollar(fee.minimumUsd)}`;
  }
  return `${formatDollar(fee.usdPerShare)} per aandeel, minimaal ${formatDollar(fee.minimumUsd)}, maximaal ${formatPercent(fee.maxPercent)} van het orderbedrag`;
}

function describeConversion(fee: ConversionFee): string {
  if (fee.percent === 0 && fee.minimumUsd === 0) return 'geen';
  const minimum = fee.minimumUsd > 0 ? `, minimaal ${formatDollar(fee.minimumUsd)}` : '';
  return `${formatPercent(fee.percent)} van het orderbedrag${minimum}`;
}

function describeYearly(fee: YearlyFee): string {
  return fee.eurPerYear === 0 ? 'geen' : `${formatEuroCents(fee.eurPerYear)} per jaar`;
}

function describeEtf(fee: EtfPurchaseFee): string {
  return fee.kind === 'euro' ? `${formatEuroCents(fee.eur)} per aankoop` : 'als een order op Euronext Amsterdam';
}

export interface TariffLine {
  readonly label: string;
  readonly text: string;
}

/** The tariff component by component, in words ('Order op Euronext Amsterdam: € 3,00 per order …'). */
export function describeTariff(tariff: Tariff): TariffLine[] {
  return [
    { label: 'Order op Euronext Amsterdam', text: withNote(describeEuroOrder(tariff.euronext), tariff.euronext.note) },
    { label: 'Order op een Amerikaanse beurs', text: withNote(describeUsOrder(tariff.us), tariff.us.note) },
    {
      label: 'Valuta bij een Amerikaanse order',
      text: withNote(describeConversion(tariff.conversion), tariff.conversion.note),
    },
    { label: 'Vaste kosten', text: withNote(describeYearly(tariff.yearly), tariff.yearly.note) },
    { label: 'Maandelijkse ETF-aankoop', text: withNote(describeEtf(tariff.etf), tariff.etf.note) },
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
