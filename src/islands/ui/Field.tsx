import type { ReactNode } from 'react';

export const LABEL = 'block text-sm font-medium';
/** A text, number or select control of the English portfolio forms. */
export const INPUT =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white';

interface Props {
  /** The id of the control the label names. */
  readonly id: string;
  readonly label: string;
  /** The control (input, select). */
  readonly children: ReactNode;
  readonly labelClassName?: string;
  readonly className?: string;
}

/** A form control with its visible label above it. */
export default function Field({ id, label, children, labelClassName = LABEL, className }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}
