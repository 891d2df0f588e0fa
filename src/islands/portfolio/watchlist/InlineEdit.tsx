import { useState } from 'react';
import { tWatchlist } from '../../../i18n/en/watchlist';

interface Props {
  readonly kind: 'target' | 'notes';
  readonly label: string;
  readonly value: string;
  readonly onCommit: (value: string) => void;
}

/** An input that edits a stored value in place: commits on blur or Enter, Escape reverts. */
export default function InlineEdit({ kind, label, value, onCommit }: Props) {
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
  const target = kind === 'target';
  return (
    <input
      type={target ? 'number' : 'text'}
      step={target ? '0.01' : undefined}
      min={target ? '0' : undefined}
      inputMode={target ? 'decimal' : undefined}
      aria-label={label}
      placeholder={tWatchlist(target ? 'watchlist.setTarget' : 'watchlist.notesPlaceholder')}
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
        target ? 'w-28 tabular-nums' : 'w-48'
      }`}
    />
  );
}
