// The fund rates the fee model needs without the fund list: the default ETF's (iShares Core MSCI World, what every
// result assumes while the reader has picked none) and each provider's own fund's (Meesman's). Here so the cost
// tool's first load and the pages' profiles carry a few numbers instead of the list; tests/unit/funds.test.ts holds
// them equal to src/data/funds/.
import { DEFAULT_ETF } from '../costs/keepOptions.ts';
import { leakagePercent, type FundRates } from './rates.ts';

/** iShares Core MSCI World (IWDA): TER, transaction costs, and MSCI World's yield × its leakage share. */
export const DEFAULT_FUND_RATES: FundRates = {
  terPct: DEFAULT_ETF.terPct,
  transactionPct: 0.034,
  leakagePct: leakagePercent(1.65, 11.63),
};

/** A provider's own fund: its ISIN and the parts besides its ongoing charges (those are in the provider's tariff). */
export interface OwnFundRates {
  readonly isin: string;
  readonly transactionPct: number | null;
  readonly leakagePct: number | null;
}

/** Meesman Indexfonds Aandelen Wereldwijd Totaal, whose ongoing charges are Meesman's tariff's own-fund component. */
export const OWN_FUND_RATES: Readonly<Partial<Record<string, OwnFundRates>>> = {
  meesman: { isin: 'NL0013689110', transactionPct: 0.028, leakagePct: 0 },
  // --- the fund houses added with Brand New Day and FitVermogen (Centraal Beheer's fund has no ISIN we could read) --
  'brand-new-day': { isin: 'NL0012706154', transactionPct: 0.02, leakagePct: 0 },
  fitvermogen: { isin: 'NL0012125736', transactionPct: 0.02, leakagePct: 0 },
};
