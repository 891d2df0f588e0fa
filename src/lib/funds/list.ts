// The fund list's figures as the fee model needs them (./rates.ts), and what the pages and /fondsen.json show.
import type { BrokerId } from '../../data/brokerList.ts';
import { FUND_CHANGES, FUNDS, type Fund, type FundFigure } from '../../data/funds/index.ts';
import { fundDomicile } from './domicile.ts';
import { leakagePercent, type FundLookup, type FundRates } from './rates.ts';

/** The value a figure counts at: its own, or a disagreeing reading's where that costs more. */
export function costliest(figure: FundFigure<number>): number {
  return Math.max(figure.value, ...(figure.readings ?? []).map((reading) => reading.value));
}

/** A fund's yearly cost rates from its figures (where readings disagree, the costliest). */
export function fundRates(fund: Fund): FundRates {
  return {
    terPct: costliest(fund.ter),
    transactionPct: fund.transactionCosts ? costliest(fund.transactionCosts) : null,
    leakagePct: leakagePercent(
      fund.dividendYield ? costliest(fund.dividendYield) : null,
      fund.dividendLeakage ? costliest(fund.dividendLeakage) : null,
    ),
  };
}

const BY_ISIN = new Map(FUNDS.map((fund) => [fund.isin, fund]));

/** The fund with this ISIN, if the list holds it. */
export function fundByIsin(isin: string): Fund | undefined {
  return BY_ISIN.get(isin);
}

/** Every fund of the list: its rates by ISIN. */
export const SITE_FUND_RATES: FundLookup = (isin) => {
  const fund = BY_ISIN.get(isin);
  return fund ? fundRates(fund) : undefined;
};

/** The provider's own fund (Meesman's), if it has one in the list. */
export function ownFundOf(broker: BrokerId): Fund | undefined {
  return FUNDS.find((fund) => fund.ownFundOf === broker);
}

/** The fund list as open data (/fondsen.json): every fund with its domicile and rates, its figures and the changes. */
export function fundsOpenData(funds: readonly Fund[] = FUNDS) {
  return {
    title: 'Brokerkompas – fondsen',
    count: funds.length,
    formula:
      'fund cost a year = balance × (ter + transactionCosts + dividendYield × dividendLeakage ÷ 100) ÷ 100, each at the costliest of its value and readings; a part that is null (unknown) is left out and the pages say so',
    funds: funds.map((fund) => ({ ...fund, domicile: fundDomicile(fund.isin), rates: fundRates(fund) })),
    changes: FUND_CHANGES,
  };
}
