// Loaded lazily by the cost comparison (CostComparison.tsx › useKept) with the arithmetic it shows.
import { marketName } from '../../../lib/costs';
import type { BrokerKept } from '../../../lib/costs/kept';
import { tCostsKept } from '../../../i18n/nl/costsKept';
import { formatEuro, formatList, formatPercent, formatTer } from '../../../lib/format';
import type { CostToolState } from '../../../lib/urlState';

const CELL = 'px-2 py-1.5 text-right tabular-nums';

export interface KeptProps {
  readonly rows: readonly BrokerKept[];
  readonly state: CostToolState;
  readonly etfName: string;
  readonly box3Year: number;
}

/** 'Na 20 jaar': each broker's end value with what went to its costs, the fund's TER and box 3. */
export default function KeptResults({ rows, state, etfName, box3Year }: KeptProps) {
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
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left">
                {tCostsKept('costs.keep.broker')}
              </th>
              <th scope="col" className={CELL}>
                {tCostsKept('costs.keep.end')}
              </th>
              <th scope="col" className={CELL}>
                {tCostsKept('costs.keep.costs')}
              </th>
              <th scope="col" className={CELL}>
                {tCostsKept('costs.keep.terPaid')}
              </th>
              <th scope="col" className={CELL}>
                {tCostsKept('costs.keep.tax')}
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-900 dark:text-white">
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700" data-kept-broker={row.id}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium">
                  {row.name}
                </th>
                {row.kept ? (
                  <>
                    <td className={`${CELL} font-bold`} data-kept-part="end">
                      {formatEuro(row.kept.endValue)}
                    </td>
                    <td className={CELL} data-kept-part="costs">
                      {formatEuro(row.kept.costs)}
                    </td>
                    <td className={CELL} data-kept-part="ter">
                      {formatEuro(row.kept.ter)}
                    </td>
                    <td className={CELL} data-kept-part="tax">
                      {formatEuro(row.kept.tax)}
                    </td>
                  </>
                ) : (
                  <td colSpan={4} className={CELL} data-kept-part="end">
                    {tCostsKept('costs.keep.unavailable', { markets: formatList(row.unavailable.map(marketName)) })}
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
