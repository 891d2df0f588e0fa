import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH_UNIVERSE } from '../../../data/stocks';
import { counted } from '../../../i18n/fill';
import { tWatchlist } from '../../../i18n/en/watchlist';
import { SEARCH_MIN_LENGTH } from '../../../lib/portfolio/constants';
import { formatSignedPercent } from '../../../lib/portfolio/format';
import type { StockQuote } from '../../../lib/portfolio/types';
import { searchStocks } from '../../../lib/portfolio/watchlist';
import { trendClass } from '../../ui/Trend';
import { useMoney } from '../shared';
import { INPUT } from '../../ui/Field';

interface Props {
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onPick: (stock: StockQuote) => void;
}

/** How many matches there are, for screen readers. */
function resultsText(count: number): string {
  return counted(tWatchlist, count, 'watchlist.search.oneResult', 'watchlist.search.results');
}

/** Stock search with the ARIA combobox pattern: arrow keys move through the matches, Enter picks one. */
export default function StockSearch({ inputRef, onPick }: Props) {
  const money = useMoney();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = searchStocks(SEARCH_UNIVERSE, query);
  const expanded = open && results.length > 0;
  const searching = query.trim().length >= SEARCH_MIN_LENGTH;

  function pick(stock: StockQuote) {
    onPick(stock);
    setQuery('');
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (results.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const n = results.length;
      if (e.key === 'ArrowDown') setActive(!expanded ? 0 : (active + 1) % n);
      else setActive(!expanded || active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter') {
      const stock = expanded && active >= 0 ? results[active] : undefined;
      if (stock) {
        e.preventDefault();
        pick(stock);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        e.preventDefault();
        setQuery('');
      }
    }
  }

  const activeStock = expanded && active >= 0 ? results[active] : undefined;

  return (
    <div className="relative mt-4">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {tWatchlist('watchlist.search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeStock ? `${id}-opt-${activeStock.symbol}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={tWatchlist('watchlist.search.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className={`${INPUT} placeholder:text-slate-600 dark:placeholder:text-slate-400`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {tWatchlist('watchlist.search.hint', { min: SEARCH_MIN_LENGTH })}
      </p>
      <p className="sr-only" aria-live="polite">
        {searching && open ? resultsText(results.length) : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={tWatchlist('watchlist.search.listLabel')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {results.map((s, i) => (
          <li
            key={s.symbol}
            id={`${id}-opt-${s.symbol}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(s);
            }}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center justify-between gap-4 px-3 py-2 ${
              i === active ? 'bg-brand-50 dark:bg-slate-800' : ''
            }`}
          >
            <span>
              <span className="font-semibold text-slate-900 dark:text-white">{s.symbol}</span>{' '}
              <span className="text-slate-700 dark:text-slate-300">{s.name}</span>
            </span>
            <span className="text-right text-sm whitespace-nowrap tabular-nums">
              <span className="text-slate-900 dark:text-white">{money(s.currentPrice)}</span>{' '}
              <span className={trendClass(s.change)}>{formatSignedPercent(s.changePercent)}</span>
            </span>
          </li>
        ))}
      </ul>
      {searching && results.length === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {tWatchlist('watchlist.search.noMatch', { query: query.trim() })}
        </p>
      )}
    </div>
  );
}
