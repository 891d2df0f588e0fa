// The fund cost's three parts under a result (TER, transaction costs, dividend leakage), behind a <details> so they
// open by tap, click or keyboard. A part that is not known says 'onbekend' and is not in the total.
import { tCosts } from '../../../i18n/nl/costs';
import { formatEuroCents, formatPercent, formatTer } from '../../../lib/format';
import type { YearlyCost } from '../../../lib/costs/yearly';

/** Each part: its euros and rate in the cost, and its two texts (written out, so the dictionary test sees them). */
const PARTS = [
  { key: 'ter', rate: 'terPct', text: 'costs.fundParts.ter', unknown: 'costs.fundParts.ter.unknown' },
  {
    key: 'transaction',
    rate: 'transactionPct',
    text: 'costs.fundParts.transaction',
    unknown: 'costs.fundParts.transaction.unknown',
  },
  { key: 'leakage', rate: 'leakagePct', text: 'costs.fundParts.leakage', unknown: 'costs.fundParts.leakage.unknown' },
] as const;

export default function FundParts({ cost }: { readonly cost: YearlyCost }) {
  return (
    <details className="mt-2 text-sm" data-cost-fund-parts>
      <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 dark:text-accent-300">
        {tCosts('costs.fundParts.summary', { percent: formatPercent(cost.fundPercent) })}
      </summary>
      <ul className="mt-1 space-y-0.5 text-slate-700 dark:text-slate-300">
        {PARTS.map(({ key, rate, text, unknown }) => {
          const pct = cost.fundRates[rate];
          const eur = cost.fundParts[key];
          return (
            <li key={key} data-cost-fund-part={key}>
              {pct === null || eur === null
                ? tCosts(unknown)
                : tCosts(text, {
                    percent: key === 'ter' ? formatTer(pct) : formatPercent(pct),
                    amount: formatEuroCents(eur),
                  })}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
