// The fee algebra (src/data/providers/types.ts): for every kind of fee node one function that computes
// the fee and one that describes it in Dutch, both from the same node, so the words on a page can never
// disagree with the amounts computed. A new tariff is data; only a new kind of fee is code here.
import type {
  BasePlusPercentageFee,
  FeeCurrency,
  FeeNode,
  PercentageFee,
  PerShareFee,
  SumFee,
  TieredFee,
} from '../../data/providers/types.ts';
import { tCostsModel } from '../../i18n/nl/costsModel.ts';
import { formatDollar, formatEuro, formatEuroCents, formatPercent } from '../format.ts';

/** What a fee is computed on: a value in euros, the shares it buys, and the dollar rate for dollar amounts. */
export interface FeeBasis {
  readonly valueEur: number;
  readonly shares?: number;
  /** Dollars per euro (1.10 means 1 EUR = 1.10 USD). */
  readonly usdPerEur: number;
}

/** Only positive, finite amounts count; anything else is nothing. */
export function positive(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Euros per unit of the node's currency: amounts in dollars convert at the basis' rate. */
function toEur(amount: number, currency: FeeCurrency | undefined, basis: FeeBasis): number {
  if (currency !== 'USD') return amount;
  return positive(basis.usdPerEur) === 0 ? 0 : amount / basis.usdPerEur;
}

/** The value in the node's currency. */
function valueIn(currency: FeeCurrency | undefined, basis: FeeBasis): number {
  const value = positive(basis.valueEur);
  return currency === 'USD' ? value * positive(basis.usdPerEur) : value;
}

/** At least `min`, at most `max` (the maximum wins when the two cross). */
function bounded(fee: number, min: number | undefined, max: number | undefined): number {
  const atLeast = min === undefined ? fee : Math.max(fee, min);
  return max === undefined ? atLeast : Math.min(atLeast, max);
}

const ofValue = (value: number, percent: number) => (value * percent) / 100;

function percentageFee(node: PercentageFee, basis: FeeBasis): number {
  const fee = bounded(ofValue(valueIn(node.currency, basis), node.percent), node.min, node.max);
  return toEur(fee, node.currency, basis);
}

function perShareFee(node: PerShareFee, basis: FeeBasis): number {
  const atLeast = Math.max(positive(basis.shares) * node.perShare, node.min ?? 0);
  const fee =
    node.maxPercent === undefined
      ? atLeast
      : Math.min(atLeast, ofValue(valueIn(node.currency, basis), node.maxPercent));
  return toEur(fee, node.currency, basis);
}

/** Each tier's percentage on the slice of the value inside it (exactly on a limit: all of it in the lower tier). */
function tieredFee(node: TieredFee, basis: FeeBasis): number {
  const value = positive(basis.valueEur);
  let lower = 0;
  let fee = 0;
  for (const tier of node.tiers) {
    const upper = tier.upTo ?? Infinity;
    if (value > lower) fee += ofValue(Math.min(value, upper) - lower, tier.percent);
    lower = upper;
  }
  return bounded(fee, node.min, node.max);
}

function basePlusFee(node: BasePlusPercentageFee, basis: FeeBasis): number {
  return bounded(node.base + ofValue(positive(basis.valueEur), node.percent), node.min, node.max);
}

function sumFee(node: SumFee, basis: FeeBasis): number | null {
  let total = 0;
  for (const part of node.parts) {
    const fee = feeAmount(part.fee, basis);
    if (fee === null) return null;
    total += fee;
  }
  return total;
}

/** The fee in euros, full precision; null when the broker does not offer it ('niet beschikbaar'). */
export function feeAmount(node: FeeNode, basis: FeeBasis): number | null {
  switch (node.kind) {
    case 'flat':
      return toEur(node.amount, node.currency, basis);
    case 'percentage':
      return percentageFee(node, basis);
    case 'per-share':
      return perShareFee(node, basis);
    case 'tiered':
      return tieredFee(node, basis);
    case 'base-plus-percentage':
      return basePlusFee(node, basis);
    case 'sum':
      return sumFee(node, basis);
    case 'not-offered':
      return null;
  }
}

/** An amount of a node in its own currency: '€ 2,00', '$ 0,005'. */
function money(amount: number, currency: FeeCurrency | undefined): string {
  return currency === 'USD' ? formatDollar(amount) : formatEuroCents(amount);
}

/** ' (min. € 2,00, max. € 150,00)' or nothing. */
function boundsWords(min: number | undefined, max: number | undefined, currency?: FeeCurrency): string {
  const parts = [
    ...(min === undefined || min === 0 ? [] : [tCostsModel('costs.fee.min', { amount: money(min, currency) })]),
    ...(max === undefined ? [] : [tCostsModel('costs.fee.max', { amount: money(max, currency) })]),
  ];
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

function describeTiers(node: TieredFee): string {
  let lower = 0;
  const tiers = node.tiers.map((tier) => {
    const percent = formatPercent(tier.percent);
    const words =
      tier.upTo === null
        ? lower === 0
          ? percent
          : tCostsModel('costs.fee.tierAbove', { from: formatEuro(lower), percent })
        : tCostsModel('costs.fee.tierUpTo', { upTo: formatEuro(tier.upTo), percent });
    lower = tier.upTo ?? lower;
    return words;
  });
  return tiers.join('; ') + boundsWords(node.min, node.max);
}

const PART_LABEL = {
  commission: 'costs.fee.part.commission',
  handling: 'costs.fee.part.handling',
  exchange: 'costs.fee.part.exchange',
  clearing: 'costs.fee.part.clearing',
  regulatory: 'costs.fee.part.regulatory',
} as const;

function describeSum(node: SumFee): string {
  const flatTotal = node.parts.every((part) => part.fee.kind === 'flat' && part.fee.currency !== 'USD')
    ? node.parts.reduce((sum, part) => sum + (part.fee.kind === 'flat' ? part.fee.amount : 0), 0)
    : null;
  const parts = node.parts.map((part) => `${describeFee(part.fee)} ${tCostsModel(PART_LABEL[part.label])}`);
  if (node.parts.length === 1) return parts[0] ?? '';
  const joined = parts.join(' + ');
  return flatTotal === null ? joined : `${formatEuroCents(flatTotal)} (${joined})`;
}

/** The fee in Dutch, from the same node: '0,08% (min. € 2,00)', '€ 3,00 (€ 2,00 commissie + € 1,00 handling fee)'. */
export function describeFee(node: FeeNode): string {
  switch (node.kind) {
    case 'flat':
      return node.amount === 0 ? tCostsModel('costs.fee.free') : money(node.amount, node.currency);
    case 'percentage':
      return formatPercent(node.percent) + boundsWords(node.min, node.max, node.currency);
    case 'per-share':
      return (
        tCostsModel('costs.fee.perShare', { amount: money(node.perShare, node.currency) }) +
        boundsWords(node.min, undefined, node.currency) +
        (node.maxPercent === undefined
          ? ''
          : tCostsModel('costs.fee.maxPercent', { percent: formatPercent(node.maxPercent) }))
      );
    case 'tiered':
      return describeTiers(node);
    case 'base-plus-percentage':
      return `${formatEuroCents(node.base)} + ${formatPercent(node.percent)}${boundsWords(node.min, node.max)}`;
    case 'sum':
      return describeSum(node);
    case 'not-offered':
      return tCostsModel('costs.fee.notOffered');
  }
}
