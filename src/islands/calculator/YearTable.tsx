import type { YearlyResult } from '../../lib/compound';
import { formatEuro } from '../../lib/format';
import DataTable, { type Column } from '../ui/DataTable';
import { YEAR_TABLE } from '../ui/tableLook';
import { tCalculator } from '../../i18n/nl/calculator';

interface Props {
  readonly yearly: readonly YearlyResult[];
  readonly startYear: number;
}

const COLUMNS: readonly Column[] = [
  { label: tCalculator('calc.table.year') },
  { label: tCalculator('calc.table.invested'), numeric: true },
  { label: tCalculator('calc.table.value'), numeric: true },
  { label: tCalculator('calc.table.return'), numeric: true },
];
const AMOUNT = `${YEAR_TABLE.cell} text-right`;

/** Year-by-year table (year, invested, value, return): the alternative to the chart. */
export default function YearTable({ yearly, startYear }: Props) {
  return (
    <DataTable look={YEAR_TABLE} caption={tCalculator('calc.table.caption')} columns={COLUMNS}>
      {yearly.map((row, i) => (
        <tr key={row.year} className="border-b border-slate-200 dark:border-slate-700">
          <th scope="row" className={`${YEAR_TABLE.cell} text-left font-medium`}>
            {startYear + i}
            <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
              {tCalculator('calc.table.yearNumber', { year: row.year })}
            </span>
          </th>
          <td className={AMOUNT}>{formatEuro(row.invested)}</td>
          <td className={AMOUNT}>{formatEuro(row.value)}</td>
          <td className={AMOUNT}>{formatEuro(Math.max(0, row.value - row.invested))}</td>
        </tr>
      ))}
    </DataTable>
  );
}
