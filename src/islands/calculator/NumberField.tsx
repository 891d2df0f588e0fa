import { useId } from 'react';
import type { NumberBounds } from '../../lib/compound';

interface Props {
  readonly label: string;
  /** Shown before the field ('€') or after it ('%'). */
  readonly prefix?: string;
  readonly suffix?: string;
  readonly hint?: string;
  readonly bounds: NumberBounds;
  /** What the field shows: the text being typed, or the sanitised value. */
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly onBlur: () => void;
  readonly name: string;
}

/** A labelled number input with the spec's bounds; the parent sanitises every keystroke. */
export default function NumberField({
  label,
  prefix,
  suffix,
  hint,
  bounds,
  value,
  onValueChange,
  onBlur,
  name,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="mt-1 flex items-stretch overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-500 dark:bg-slate-950 dark:focus-within:border-accent-300 dark:focus-within:ring-accent-300">
        {prefix && (
          <span
            aria-hidden="true"
            className="flex items-center bg-slate-100 px-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onBlur={onBlur}
          aria-describedby={hint ? hintId : undefined}
          className="w-full min-w-0 bg-transparent px-3 py-2 text-slate-900 tabular-nums outline-none dark:text-slate-100"
        />
        {suffix && (
          <span
            aria-hidden="true"
            className="flex items-center bg-slate-100 px-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
          >
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
