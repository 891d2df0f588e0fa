import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** The form's accessible name. */
  readonly label: string;
  /** Its visible heading. */
  readonly title: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly children: ReactNode;
}

/** The input column of a tool (calculator, cost comparison): a card with its heading, a third of the width from lg up. */
export default function ToolForm({ label, title, onSubmit, children }: Props) {
  return (
    <form
      className="card min-w-0 space-y-5 lg:col-span-1"
      aria-label={label}
      // Before hydration, Enter submits the form as a GET with the same query parameters the island reads.
      method="get"
      onSubmit={onSubmit}
      noValidate
    >
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </form>
  );
}
