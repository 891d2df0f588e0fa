// /portfolio/watchlist (spec §2 Watchlist, §4, §5; issue 7): search with the ARIA combobox pattern,
// the add form, and the list with favourite toggles and in-place editing of target and notes.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { SEARCH_UNIVERSE } from '../../data/stocks';
import { DUPLICATE_MESSAGE, SEARCH_MIN_LENGTH } from '../../lib/portfolio/constants';
import { formatLocalDate, formatSignedNumber, formatSignedPercent } from '../../lib/portfolio/format';
import { searchStocks } from '../../lib/portfolio/watchlist';
import type { StockQuote, WatchlistItem } from '../../lib/portfolio/types';
import { addStock, removeStock, setNotes, setTarget, toggleFavorite } from '../../stores/watchlist';
import { PortfolioPage, TD, TH, TableScroll, trendClass, useMoney, useWatchlist } from './shared';

export default function Watchlist() {
  return (
    <PortfolioPage
      title="My Watchlist"
      subtitle="Track stocks you're interested in and set price targets"
      signedOut={{
        title: 'Please log in to manage your watchlist',
        text: 'Create an account or sign in to start tracking stocks',
      }}
      loadingLabel="Loading your watchlist…"
    >
      {() => <WatchlistContent />}
    </PortfolioPage>
  );
}

function WatchlistContent() {
  const items = useWatchlist();
  const [picked, setPicked] = useState<StockQuote | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  function closeForm(message = '') {
    setPicked(undefined);
    setAnnouncement(message);
    searchRef.current?.focus();
  }

  function remove(symbol: string) {
    removeStock(symbol);
    setAnnouncement(`${symbol} removed from your watchlist`);
    listHeadingRef.current?.focus();
  }

  return (
    <>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <section aria-labelledby="add-title" className="card mt-8">
        <h2 id="add-title" className="text-xl font-bold text-slate-900 dark:text-white">
          Add Stock to Watchlist
        </h2>
        <StockSearch inputRef={searchRef} onPick={setPicked} />
        {picked && (
          <AddForm
            key={picked.symbol}
            stock={picked}
            onCancel={() => closeForm()}
            onAdded={() => closeForm(`${picked.symbol} added to your watchlist`)}
          />
        )}
      </section>

      <section aria-labelledby="list-title" className="card mt-8">
        <h2
          id="list-title"
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
        >
          Watchlist ({items.length} stocks)
        </h2>
        {items.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">Your watchlist is empty</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              Start building your watchlist by searching for stocks above
            </p>
          </div>
        ) : (
          <WatchlistTable items={items} onRemove={remove} />
        )}
      </section>
    </>
  );
}

function StockSearch({
  inputRef,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (stock: StockQuote) => void;
}) {
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
        Search stocks
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
        placeholder="Search for stocks by symbol or company name..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Type at least {SEARCH_MIN_LENGTH} characters; use the arrow keys and Enter to pick a stock.
      </p>
      <p className="sr-only" aria-live="polite">
        {searching && open ? `${results.length} ${results.length === 1 ? 'result' : 'results'} available` : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching stocks"
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
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No stocks match “{query.trim()}”.</p>
      )}
    </div>
  );
}

function AddForm({ stock, onCancel, onAdded }: { stock: StockQuote; onCancel: () => void; onAdded: () => void }) {
  const money = useMoney();
  const id = useId();
  const [target, setTargetText] = useState('');
  const [notes, setNotesText] = useState('');
  const [error, setError] = useState('');
  const targetRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    targetRef.current?.focus();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (target.trim() === '') return;
    const outcome = addStock(stock, { targetPrice: target, notes });
    if (outcome === 'added') onAdded();
    else if (outcome === 'duplicate') setError(DUPLICATE_MESSAGE);
  }

  const field =
    'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white';
  const readOnly =
    'mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

  return (
    <form
      onSubmit={submit}
      aria-label={`Add ${stock.symbol} to watchlist`}
      className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-stock`} className="block text-sm font-medium">
            Stock
          </label>
          <input id={`${id}-stock`} readOnly value={`${stock.symbol} - ${stock.name}`} className={readOnly} />
        </div>
        <div>
          <label htmlFor={`${id}-price`} className="block text-sm font-medium">
            Current Price
          </label>
          <input id={`${id}-price`} readOnly value={money(stock.currentPrice)} className={readOnly} />
        </div>
        <div>
          <label htmlFor={`${id}-target`} className="block text-sm font-medium">
            Target Price *
          </label>
          <input
            ref={targetRef}
            id={`${id}-target`}
            type="number"
            step="0.01"
            min="0"
            required
            inputMode="decimal"
            value={target}
            onChange={(e) => {
              setTargetText(e.target.value);
              setError('');
            }}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
            Notes
          </label>
          <input
            id={`${id}-notes`}
            type="text"
            placeholder="Optional notes about this stock"
            value={notes}
            onChange={(e) => setNotesText(e.target.value)}
            className={`${field} placeholder:text-slate-600 dark:placeholder:text-slate-400`}
          />
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={target.trim() === ''}>
          Add to Watchlist
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function WatchlistTable({ items, onRemove }: { items: readonly WatchlistItem[]; onRemove: (symbol: string) => void }) {
  const money = useMoney();
  return (
    <TableScroll label="Watchlist table">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-slate-200 dark:border-slate-700">
          <tr>
            <th scope="col" className={TH}>
              Stock
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Current Price
            </th>
            <th scope="col" className={TH}>
              Target Price
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Change
            </th>
            <th scope="col" className={TH}>
              Notes
            </th>
            <th scope="col" className={TH}>
              Added
            </th>
            <th scope="col" className={TH}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <tr key={item.symbol} data-symbol={item.symbol}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    aria-pressed={item.isFavorite}
                    aria-label={`Toggle favorite ${item.symbol}`}
                    onClick={() => toggleFavorite(item.symbol)}
                    className={`rounded p-1 text-xl leading-none ${
                      item.isFavorite ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500 dark:text-slate-500'
                    }`}
                  >
                    <span aria-hidden="true">{item.isFavorite ? '★' : '☆'}</span>
                  </button>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{item.symbol}</span>
                    <span className="block text-slate-600 dark:text-slate-300">{item.name}</span>
                  </span>
                </div>
              </th>
              <td className={`${TD} text-right tabular-nums`}>{money(item.currentPrice)}</td>
              <td className={TD}>
                <InlineEdit
                  kind="target"
                  label={`Target price for ${item.symbol}`}
                  value={item.targetPrice === undefined ? '' : item.targetPrice.toFixed(2)}
                  onCommit={(v) => setTarget(item.symbol, v)}
                />
              </td>
              <td className={`${TD} text-right tabular-nums font-medium ${trendClass(item.change)}`}>
                {formatSignedNumber(item.change)} ({formatSignedPercent(item.changePercent)})
              </td>
              <td className={TD}>
                <InlineEdit
                  kind="notes"
                  label={`Notes for ${item.symbol}`}
                  value={item.notes ?? ''}
                  onCommit={(v) => setNotes(item.symbol, v)}
                />
              </td>
              <td className={TD}>
                <time dateTime={item.addedDate}>{formatLocalDate(item.addedDate)}</time>
              </td>
              <td className={TD}>
                <button
                  type="button"
                  aria-label={`Remove ${item.symbol}`}
                  onClick={() => onRemove(item.symbol)}
                  className="rounded-lg px-2 py-1 font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800"
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** An input that edits a stored value in place: commits on blur or Enter, Escape reverts. */
function InlineEdit({
  kind,
  label,
  value,
  onCommit,
}: {
  kind: 'target' | 'notes';
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [stored, setStored] = useState(value);
  // Follow the store when it changes (another tab, a reset): derived state, not an effect.
  if (stored !== value) {
    setStored(value);
    setDraft(value);
  }
  function commit() {
    if (draft === value) return;
    onCommit(draft);
    // Show what was stored: the store's new value arrives through `value` (an invalid entry that
    // changes nothing falls back to the stored one).
    setDraft(value);
  }
  return (
    <input
      type={kind === 'target' ? 'number' : 'text'}
      step={kind === 'target' ? '0.01' : undefined}
      min={kind === 'target' ? '0' : undefined}
      inputMode={kind === 'target' ? 'decimal' : undefined}
      aria-label={label}
      placeholder={kind === 'target' ? 'Set target' : 'Add notes...'}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          setDraft(value);
        }
      }}
      className={`rounded-md border border-transparent bg-transparent px-2 py-1 text-slate-900 placeholder:text-slate-600 hover:border-slate-300 focus:border-slate-400 dark:text-white dark:placeholder:text-slate-400 dark:hover:border-slate-600 ${
        kind === 'target' ? 'w-28 tabular-nums' : 'w-48'
      }`}
    />
  );
}
