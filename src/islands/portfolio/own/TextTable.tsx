// A plain table of text cells, shared by the own portfolio's sections (dashboard, history).
import DataTable from '../../ui/DataTable';
import { NUM_TD, TD } from '../../ui/tableLook';

/** Its columns (numeric ones right-aligned) and rows. */
export default function TextTable({
  label,
  columns,
  rows,
  testId,
}: {
  label: string;
  columns: readonly (readonly [label: string, numeric: boolean])[];
  rows: readonly (readonly string[])[];
  testId: string;
}) {
  return (
    <div className="mt-4">
      <DataTable label={label} columns={columns.map(([text, numeric]) => ({ label: text, numeric }))}>
        {rows.map((row, index) => (
          <tr key={index} data-testid={testId}>
            {row.map((cell, at) => (
              <td key={at} className={columns[at]?.[1] ? NUM_TD : TD}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
