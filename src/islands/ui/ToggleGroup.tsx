import ToggleButton from './ToggleButton';

interface Props<V extends string> {
  /** Names the group for screen readers. */
  readonly label: string;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly value: V;
  readonly onChange: (value: V) => void;
}

/** Side-by-side toggle buttons of which exactly one is pressed (e.g. chart or table view). */
export default function ToggleGroup<V extends string>({ label, options, value, onChange }: Props<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-400 p-0.5 dark:border-slate-500"
    >
      {options.map((o) => (
        <ToggleButton
          key={o.value}
          pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className="rounded-md px-3 py-1 text-sm font-semibold text-slate-800 aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-slate-200 dark:aria-pressed:bg-accent-300 dark:aria-pressed:text-slate-950"
        >
          {o.label}
        </ToggleButton>
      ))}
    </div>
  );
}
