import { tPortfolio } from '../../../i18n/en/portfolio';
import { tWatchlist } from '../../../i18n/en/watchlist';
import { formatLocalDate, formatSignedNumber, formatSignedPercent } from '../../../lib/portfolio/format';
import type { WatchlistItem } from '../../../lib/portfolio/types';
import { setNotes, setTarget, toggleFavorite, type ChangeOutcome } from '../../../stores/watchlistEdit';
import DataTable, { type Column } from '../../ui/DataTable';
import ToggleButton from '../../ui/ToggleButton';
import { NUM_TD, TD } from '../../ui/tableLook';
import { trendClass } from '../../ui/Trend';
import { useMoney } from '../shared';
import InlineEdit from './InlineEdit';
import { limitMessage } from './limits';

/** The message for a change the account cannot keep, or undefined when it was stored (or the reader signed out). */
function refusal(outcome: ChangeOutcome, text = ''): string | undefined {
  return outcome === 'saved' || outcome === 'signed-out' ? undefined : limitMessage(outcome, text);
}

const COLUMNS: readonly Column[] = [
  { label: tPortfolio('portfolio.stock') },
  { label: tPortfolio('portfolio.currentPrice'), numeric: true },
  { label: tWatchlist('watchlist.targetPrice') },
  { label: tPortfolio('portfolio.change'), numeric: true },
  { label: tWatchlist('watchlist.notes') },
  { label: tWatchlist('watchlist.addedColumn') },
  { label: tWatchlist('watchlist.actions') },
];

interface Props {
  readonly items: readonly WatchlistItem[];
  readonly onRemove: (symbol: string) => void;
}

/** The watched stocks: favourite star, prices, the editable target and notes, and a remove button. */
export default function WatchlistTable({ items, onRemove }: Props) {
  const money = useMoney();
  return (
    <DataTable columns={COLUMNS} label={tWatchlist('watchlist.table')}>
      {items.map((item) => (
        <tr key={item.symbol} data-symbol={item.symbol}>
          <th scope="row" className={`${TD} text-left font-normal`}>
            <div className="flex items-center gap-2">
              <ToggleButton
                pressed={item.isFavorite}
                label={tWatchlist('watchlist.toggleFavorite', { symbol: item.symbol })}
                onClick={() => toggleFavorite(item.symbol)}
                className={`rounded p-1 text-xl leading-none ${
                  item.isFavorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500 dark:text-slate-500'
                }`}
              >
                <span aria-hidden="true">{item.isFavorite ? '★' : '☆'}</span>
              </ToggleButton>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{item.symbol}</span>
                <span className="block text-slate-600 dark:text-slate-300">{item.name}</span>
              </span>
            </div>
          </th>
          <td className={NUM_TD}>{money(item.currentPrice)}</td>
          <td className={TD}>
            <InlineEdit
              kind="target"
              label={tWatchlist('watchlist.targetFor', { symbol: item.symbol })}
              value={item.targetPrice === undefined ? '' : item.targetPrice.toFixed(2)}
              onCommit={(v) => refusal(setTarget(item.symbol, v))}
            />
          </td>
          <td className={`${NUM_TD} font-medium ${trendClass(item.change)}`}>
            {formatSignedNumber(item.change)} ({formatSignedPercent(item.changePercent)})
          </td>
          <td className={TD}>
            <InlineEdit
              kind="notes"
              label={tWatchlist('watchlist.notesFor', { symbol: item.symbol })}
              value={item.notes ?? ''}
              onCommit={(v) => refusal(setNotes(item.symbol, v), v.trim())}
            />
          </td>
          <td className={TD}>
            <time dateTime={item.addedDate}>{formatLocalDate(item.addedDate)}</time>
          </td>
          <td className={TD}>
            <button
              type="button"
              aria-label={tWatchlist('watchlist.removeSymbol', { symbol: item.symbol })}
              onClick={() => onRemove(item.symbol)}
              className="rounded-lg px-2 py-1 font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800"
            >
              {tWatchlist('watchlist.remove')}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
