import { useId } from 'react';
import { readAmount } from '../../../lib/box3';
import { tBox3 } from '../../../i18n/nl/box3';

interface Props {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly name: string;
  /** What the field shows: the text being typed (kept while it has a problem), or the value used. */
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly onBlur: () => void;
}

const MESSAGE = {
  notANumber: 'box3.error.notANumber',
  negative: 'box3.error.negative',
  tooLarge: 'box3.error.tooLarge',
} as const;

/**
 * A euro amount typed as text (so '12.500,50' is read the Dutch way and a typo can be named): a message under the
 * field says what is wrong, and the text stays until the reader corrects it.
 */
export default function AmountField({ label, hint, name, value, onValueChange, onBlur }: Props) {
  const id = useId();
  const reading = readAmount(value);
  const problem = reading.ok ? null : reading.problem;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="mt-1 flex items-stretch overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-500 dark:bg-slate-950 dark:focus-within:border-accent-300 dark:focus-within:ring-accent-300">
        <span
          aria-hidden="true"
          className="flex items-center bg-slate-100 px-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          €
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          className="w-full min-w-0 bg-transparent px-3 py-2 text-slate-900 tabular-nums outline-none dark:text-slate-100"
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {problem && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-field-error={name}>
          {tBox3(MESSAGE[problem])}
        </p>
      )}
    </div>
  );
}
