import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { tPortfolio } from '../../../i18n/en/portfolio';
import { tWatchlist } from '../../../i18n/en/watchlist';
import type { StockQuote } from '../../../lib/portfolio/types';
import { addStock } from '../../../stores/watchlist';
import Field, { INPUT } from '../../ui/Field';
import { useMoney } from '../shared';

const READ_ONLY =
  'mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

interface Props {
  readonly stock: StockQuote;
  readonly onCancel: () => void;
  readonly onAdded: () => void;
}

/** The picked stock with its price, a required target price and optional notes. */
export default function AddForm({ stock, onCancel, onAdded }: Props) {
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
    else if (outcome === 'duplicate') setError(tWatchlist('watchlist.duplicate'));
  }

  return (
    <form
      onSubmit={submit}
      aria-label={tWatchlist('watchlist.form.label', { symbol: stock.symbol })}
      className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-stock`} label={tPortfolio('portfolio.stock')}>
          <input id={`${id}-stock`} readOnly value={`${stock.symbol} - ${stock.name}`} className={READ_ONLY} />
        </Field>
        <Field id={`${id}-price`} label={tPortfolio('portfolio.currentPrice')}>
          <input id={`${id}-price`} readOnly value={money(stock.currentPrice)} className={READ_ONLY} />
        </Field>
        <Field id={`${id}-target`} label={tWatchlist('watchlist.targetRequired')}>
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
            className={INPUT}
          />
        </Field>
        <Field id={`${id}-notes`} label={tWatchlist('watchlist.notes')}>
          <input
            id={`${id}-notes`}
            type="text"
            placeholder={tWatchlist('watchlist.notesOptional')}
            value={notes}
            onChange={(e) => setNotesText(e.target.value)}
            className={`${INPUT} placeholder:text-slate-600 dark:placeholder:text-slate-400`}
          />
        </Field>
      </div>
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={target.trim() === ''}>
          {tWatchlist('watchlist.add')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {tPortfolio('portfolio.cancel')}
        </button>
      </div>
    </form>
  );
}
