// A picked fund's cost rates (TER, transaction costs, leakage), fetched as /fondsen/<ISIN>.json only when the reader
// picks it: the tool's first load carries the default fund's rates alone (src/lib/funds/defaults.ts). Until they are
// in, the fund counts at its TER from the picker with the other parts unknown (the results say 'onbekend').
import type { FundRates } from '../../../lib/funds/rates';
import type { EtfFund } from '../../../lib/costs/yearly';
import type { EtfChoice } from './useRanking';

const loaded = new Map<string, FundRates>();
const pending = new Map<string, Promise<void>>();

/** Fetches the fund's rates once (a failed fetch leaves the TER-only reading and may be retried). */
export function loadFundRates(isin: string): Promise<void> {
  if (isin === '' || loaded.has(isin)) return Promise.resolve();
  let request = pending.get(isin);
  if (!request) {
    request = fetch(`/fondsen/${isin}.json`)
      .then((response) => (response.ok ? (response.json() as Promise<{ rates: FundRates }>) : null))
      .then((fund) => {
        if (fund) loaded.set(isin, fund.rates);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(isin));
    pending.set(isin, request);
  }
  return request;
}

/** The rates by ISIN: fetched ones, else the picker's TER with the other parts unknown. */
export function fundRatesOf(etfs: readonly EtfChoice[]): EtfFund {
  return (isin) => {
    const rates = loaded.get(isin);
    if (rates) return rates;
    const etf = etfs.find((choice) => choice.isin === isin);
    return etf ? { terPct: etf.terPct, transactionPct: null, leakagePct: null } : undefined;
  };
}
