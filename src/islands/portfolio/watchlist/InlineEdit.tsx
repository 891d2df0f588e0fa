import { useId, useState } from 'react';
import { tWatchlist } from '../../../i18n/en/watchlist';

interface Props {
  readonly kind: 'target' | 'notes';
  readonly label: string;
  readonly value: string;
  /** Stores the value; returns why it could not (a message), or undefined when it was stored. */
  readonly onCommit: (value: string) => string | undefined;
}

/**
 * An input that edits a stored value in place: commits on blur or Enter, Escape reverts. A value the store refuses
 * (over the account's limits) stays in the field with the reason under it, so nothing typed is lost.
 */
export default function InlineEdit({ kind, label, value, onCommit }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [stored, setStored] = useState(value);
  const [error, setError] = useState('');
  // Follow the store when it changes (another tab, a reset): derived state, not an effect.
  if (stored !== value) {
    setStored(value);
    setDraft(value);
    setError('');
  }
  function commit() {
    if (draft === value) return;
    const refused = onCommit(draft);
    if (refused !== undefined) {
      setError(refused);
      return;
    }
    // Show what was stored: the store's new value arrives through `value` (an invalid entry that
    // changes nothing falls back to the stored one).
    setDraft(value);
  }
  const target = kind === 'target';
  return (
    <>
      <input
        type={target ? 'number' : 'text'}
        step={target ? '0.01' : undefined}
        min={target ? '0' : undefined}
        inputMode={target ? 'decimal' : undefined}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={tWatchlist(target ? 'watchlist.setTarget' : 'watchlist.notesPlaceholder')}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setError('');
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            setDraft(value);
            setError('');
          }
        }}
        className={`rounded-md border border-transparent bg-transparent px-2 py-1 text-slate-900 placeholder:text-slate-600 hover:border-slate-300 focus:border-slate-400 dark:text-white dark:placeholder:text-slate-400 dark:hover:border-slate-600 ${
          target ? 'w-28 tabular-nums' : 'w-48'
        }`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 max-w-48 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
