import { useId } from 'react';
import Field from '../ui/Field';

export const FILTER_LABEL = 'block text-sm font-semibold text-slate-900 dark:text-slate-100';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly options: readonly string[];
  readonly onChange: (value: string) => void;
}

/**
 * A labelled native <select>: keyboard (arrows, type-ahead, Enter, Escape), outside-click closing and
 * screen-reader support come from the browser, and it costs no JavaScript.
 */
export default function FilterSelect({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <Field id={id} label={label} labelClassName={FILTER_LABEL}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
