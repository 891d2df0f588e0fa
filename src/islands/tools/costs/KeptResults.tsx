import { marketName } from '../../../lib/costs';
import type { BrokerKept } from '../../../lib/costs/kept';
import { tCosts } from '../../../i18n/nl/costs';
import { formatEuro, formatList } from '../../../lib/format';

const CELL = 'px-2 py-1.5 text-right tabular-nums';

/** 'Na 20 jaar': each broker's end value with what went to its costs, the fund's TER and box 3. */
export default function KeptResults({
  rows,
  title,
  summary,
}: {
  /** null while the arithmetic loads. */
  readonly rows: readonly BrokerKept[] | null;
  readonly title: string;
  readonly summary: string | null;
}) {
  return (
    <div className="card" data-kept>
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-kept-summary>
        {summary ?? tCosts('costs.keep.loading')}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tCosts('costs.keep.note')}</p>
      {rows && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left">
                  {tCosts('costs.keep.broker')}
                </th>
                <th scope="col" className={CELL}>
                  {tCosts('costs.keep.end')}
                </th>
                <th scope="col" className={CELL}>
                  {tCosts('costs.keep.costs')}
                </th>
                <th scope="col" className={CELL}>
                  {tCosts('costs.keep.terPaid')}
                </th>
                <th scope="col" className={CELL}>
                  {tCosts('costs.keep.tax')}
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
                      {tCosts('costs.keep.unavailable', { markets: formatList(row.unavailable.map(marketName)) })}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
