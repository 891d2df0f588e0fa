// 'Na 20 jaar' of the cost comparison (CostComparison.tsx › useKept): the page's rows on a first visit, the fee model's once the state differs.
import type { MarketNames } from '../../../lib/costs/names';
import type { KeepResult } from '../../../lib/box3/keeps';
import type { BrokerKept } from '../../../lib/costs/kept';
import { tCostsKept, type CostsKeptKey } from '../../../i18n/nl/costsKept';
import { formatEuro, formatList, formatPercent, formatTer } from '../../../lib/format';
import type { CostToolState } from '../../../lib/query/costs';
import { KEPT_TITLE_ID } from './keptTitle';

const CELL = 'px-2 py-1.5 text-right tabular-nums';
/** The columns after the broker: its end value, then what went to its costs, the fund's TER and box 3. */
const PARTS = [
  { key: 'endValue', label: 'costs.keep.end' },
  { key: 'costs', label: 'costs.keep.costs' },
  { key: 'ter', label: 'costs.keep.terPaid' },
  { key: 'tax', label: 'costs.keep.tax' },
] as const satisfies readonly { key: keyof KeepResult; label: CostsKeptKey }[];

export interface KeptProps {
  readonly rows: readonly BrokerKept[];
  readonly state: CostToolState;
  readonly etfName: string;
  readonly box3Year: number;
  /** The profile's markets by name (from the page), for a market a provider does not offer. */
  readonly marketNames: MarketNames;
}

/** 'Na 20 jaar': each broker's end value with what went to its costs, the fund's TER and box 3. */
export default function KeptResults({ rows, state, etfName, box3Year, marketNames }: KeptProps) {
  const deposited = rows.find((row) => row.kept)?.kept?.deposited;
  return (
    <>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-kept-summary>
        {tCostsKept('costs.keep.summary', {
          portfolio: formatEuro(state.portfolioEur),
          monthly: formatEuro(state.monthlyEtfEur),
          return: formatPercent(state.returnPct),
          etf: etfName,
          ter: formatTer(state.terPct),
          year: box3Year,
          partner: tCostsKept(state.partner ? 'costs.keep.withPartner' : 'costs.keep.single'),
          // Every broker gets the same deposits; with none available, the plan's own sum.
          deposited: formatEuro(deposited ?? state.portfolioEur + 12 * state.years * state.monthlyEtfEur),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tCostsKept('costs.keep.note')}</p>
      {/* Wider than a phone: the reader scrolls it, by keyboard too (a focusable region named by the card's title, KEPT_TITLE_ID). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe scrollable-region-focusable */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={KEPT_TITLE_ID}>
        <table className="w-full text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left">
                {tCostsKept('costs.keep.broker')}
              </th>
              {PARTS.map(({ key, label }) => (
                <th key={key} scope="col" className={CELL}>
                  {tCostsKept(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-900 dark:text-white">
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700" data-kept-broker={row.id}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {row.name}
                </th>
                {row.kept ? (
                  PARTS.map(({ key }) => (
                    <td key={key} className={key === 'endValue' ? `${CELL} font-bold` : CELL} data-kept-part={key}>
                      {formatEuro(row.kept![key])}
                    </td>
                  ))
                ) : (
                  <td colSpan={4} className={CELL} data-kept-part="endValue">
                    {tCostsKept('costs.keep.unavailable', {
                      markets: formatList(row.unavailable.map((market) => marketNames[market] ?? market)),
                    })}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
