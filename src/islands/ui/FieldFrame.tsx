import type { ReactNode } from 'react';

interface Props {
  /** The input's id: the label points at it, and `${id}-hint` / `${id}-error` name the lines under it. */
  readonly id: string;
  readonly label: string;
  /** Shown before the input ('€') or after it ('%'). */
  readonly prefix?: string | undefined;
  readonly suffix?: string | undefined;
  readonly hint?: string | undefined;
  /** What is wrong with the value, under the field (`data-field-error` carries the field's name). */
  readonly error?: { readonly name: string; readonly text: string } | null | undefined;
  /** The input itself; its aria-describedby is `describedBy(id, hint, error)`. */
  readonly children: ReactNode;
}

const unit = (text: string) => (
  <span
    aria-hidden="true"
    className="flex items-center bg-slate-100 px-3 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
  >
    {text}
  </span>
);

/** The ids an input's aria-describedby lists: its hint and its error, where there are any. */
export function describedBy(id: string, hint?: string, error?: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A tool's text or number field around its input: the label, the bordered box with its unit, the hint and the error. */
export default function FieldFrame({ id, label, prefix, suffix, hint, error, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="mt-1 flex items-stretch overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-500 dark:bg-slate-950 dark:focus-within:border-accent-300 dark:focus-within:ring-accent-300">
        {prefix && unit(prefix)}
        {children}
        {suffix && unit(suffix)}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
          data-field-error={error.name}
        >
          {error.text}
        </p>
      )}
    </div>
  );
}

/** The input's own classes inside the frame. */
export const FIELD_INPUT_CLASS =
  'w-full min-w-0 bg-transparent px-3 py-2 text-slate-900 tabular-nums outline-none dark:text-slate-100';
