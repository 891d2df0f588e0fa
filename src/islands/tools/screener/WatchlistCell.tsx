// The screener row's last cell: add to the watchlist (signed in), 'In watchlist', or a link to log in.
import { tScreener } from '../../../i18n/en/screener';
import { tWatchlist } from '../../../i18n/en/watchlist';
import type { StockQuote } from '../../../lib/portfolio/types';
import type { AuthState } from '../../../stores/auth';
import CheckLabel from '../../ui/CheckLabel';

interface Props {
  readonly stock: StockQuote;
  readonly auth: AuthState;
  readonly onList: boolean;
  readonly onAdd: (stock: StockQuote) => void;
}

export default function WatchlistCell({ stock, auth, onList, onAdd }: Props) {
  if (auth.status === 'signed-in') {
    return onList ? (
      <CheckLabel ok>{tScreener('screener.inWatchlist')}</CheckLabel>
    ) : (
      <button
        type="button"
        className="btn-secondary px-3 py-1 text-sm"
        aria-label={tWatchlist('watchlist.form.label', { symbol: stock.symbol })}
        onClick={() => onAdd(stock)}
      >
        {tScreener('screener.add')}
      </button>
    );
  }
  if (auth.status === 'signed-out') {
    return (
      <a href="/login" className="link">
        {tScreener('screener.logInToAddRow')}
        <span className="sr-only"> {stock.symbol}</span>
      </a>
    );
  }
  return <span className="text-slate-600 dark:text-slate-300">…</span>;
}
