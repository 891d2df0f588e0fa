import type { YearlyResult } from '../../lib/compound';
import { formatEuro } from '../../lib/format';

interface Props {
  readonly yearly: readonly YearlyResult[];
  readonly startYear: number;
}

/** Year-by-year table (year, invested, value, return): the alternative to the chart. */
export default function YearTable({ yearly, startYear }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">Waarde per jaar: ingelegd bedrag, waarde en rendement</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 bg-slate-50 text-left dark:border-slate-600 dark:bg-slate-800">
            <th scope="col" className="px-3 py-2 font-semibold">
              Jaar
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Ingelegd
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Waarde
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Rendement
            </th>
          </tr>
        </thead>
        <tbody>
          {yearly.map((row, i) => (
            <tr key={row.year} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {startYear + i}
                <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">(jaar {row.year})</span>
              </th>
              <td className="px-3 py-2 text-right">{formatEuro(row.invested)}</td>
              <td className="px-3 py-2 text-right">{formatEuro(row.value)}</td>
              <td className="px-3 py-2 text-right">{formatEuro(Math.max(0, row.value - row.invested))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
