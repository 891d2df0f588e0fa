import { TD } from './tableLook';

/** A row header with a stock's symbol and, below it, its name. */
export default function StockCell({ symbol, name }: { symbol: string; name?: string | undefined }) {
  return (
    <th scope="row" className={`${TD} text-left font-normal`}>
      <span className="block font-semibold text-slate-900 dark:text-white">{symbol}</span>
      {name !== undefined && <span className="block text-slate-600 dark:text-slate-300">{name}</span>}
    </th>
  );
}
