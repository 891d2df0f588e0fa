// A fund's cost in words for 'Zo rekenen we', generated from its figures: each part with its figure, a third party's
// reading named with its date, and an unknown part said to be unknown.
import type { Fund, FundFigure } from '../../data/funds/types.ts';
import { tCostsModel } from '../../i18n/nl/costsModel.ts';
import { formatDate, formatPercent, formatTer } from '../format.ts';
import { costliest, fundRates } from './list.ts';
import { fundCostPercent } from './rates.ts';

/** ' (indexfondsenvergelijken.nl (niet meer actief), 11 oktober 2024)' for a third party's reading; else ''. */
function reading(figure: FundFigure<unknown>): string {
  return figure.thirdParty
    ? tCostsModel('costs.method.fund.thirdParty', {
        name: figure.thirdParty.name,
        date: formatDate(figure.thirdParty.date),
      })
    : '';
}

/** '0,22% (lezingen verschillen: 0,19% tegenover 0,22%; we rekenen met de hoogste)' where readings disagree. */
function counted(figure: FundFigure<number>, format: (value: number) => string): string {
  if (!figure.readings?.length) return format(figure.value);
  return tCostsModel('costs.method.fund.readings', {
    value: format(costliest(figure)),
    readings: [...new Set([figure.value, ...figure.readings.map((r) => r.value)])].map(format).join(' tegenover '),
  });
}

/** 'iShares Core MSCI World …: TER 0,20% + transactiekosten 0,034% (…) + dividendlek 1,65% × 11,63% (…) = …'. */
export function fundCostSentence(fund: Fund): string {
  const unknown = tCostsModel('costs.method.fund.unknown');
  const transaction = fund.transactionCosts
    ? `${formatPercent(fund.transactionCosts.value)}${reading(fund.transactionCosts)}`
    : unknown;
  const leak = fund.dividendLeakage;
  const leakage =
    leak === null
      ? unknown
      : leak.value === 0
        ? `${tCostsModel('costs.method.fund.nil')}${reading(leak)}`
        : fund.dividendYield === null
          ? `${tCostsModel('costs.method.fund.leakageNoYield', { share: formatPercent(leak.value) })}${reading(leak)}`
          : `${tCostsModel('costs.method.fund.leakage', {
              yield: formatPercent(fund.dividendYield.value),
              share: formatPercent(leak.value),
            })}${reading(leak)}`;
  return tCostsModel('costs.method.fund.parts', {
    name: fund.name,
    ter: counted(fund.ter, formatTer),
    transaction,
    leakage,
    total: formatPercent(fundCostPercent(fundRates(fund))),
  });
}
