import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { tPortfolio } from '../../../i18n/en/portfolio';
import { tWatchlist } from '../../../i18n/en/watchlist';
import type { StockQuote } from '../../../lib/portfolio/types';
import { addStock } from '../../../stores/watchlistEdit';
import { limitMessage } from './limits';
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
  /** The notes break the account's limit: the message sits under the field, which is marked invalid. */
  const [notesError, setNotesError] = useState('');
  const targetRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    targetRef.current?.focus();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (target.trim() === '') return;
    const outcome = addStock(stock, { targetPrice: target, notes });
    if (outcome === 'added') onAdded();
    else if (outcome === 'duplicate') setError(tWatchlist('watchlist.duplicate'));
    else if (outcome === 'notes-too-long') {
      // Nothing is added: what was typed stays in the form to shorten.
      setNotesError(limitMessage(outcome, notes.trim()));
      notesRef.current?.focus();
    } else if (outcome !== 'signed-out') setError(limitMessage(outcome));
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
            ref={notesRef}
            id={`${id}-notes`}
            type="text"
            placeholder={tWatchlist('watchlist.notesOptional')}
            value={notes}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={notesError ? `${id}-notes-error` : undefined}
            onChange={(e) => {
              setNotesText(e.target.value);
              setNotesError('');
            }}
            className={`${INPUT} placeholder:text-slate-600 dark:placeholder:text-slate-400`}
          />
          {notesError && (
            <p
              id={`${id}-notes-error`}
              role="alert"
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            >
              {notesError}
            </p>
          )}
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
