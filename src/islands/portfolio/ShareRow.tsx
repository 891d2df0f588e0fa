import type { ReactNode } from 'react';
import { ShareBar } from './bars';

interface Props {
  readonly name: string;
  readonly percent: number;
  /** What stands right of the name (the share, and maybe an amount). */
  readonly children: ReactNode;
  /** Tabular digits for a detail that is only a number. */
  readonly numeric?: boolean;
  readonly testId?: string;
}

/** A list item: a name with its share written out, and the share as a bar below. */
export default function ShareRow({ name, percent, children, numeric = false, testId }: Props) {
  return (
    <li data-testid={testId}>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{name}</span>
        <span className={`${numeric ? 'tabular-nums ' : ''}text-slate-700 dark:text-slate-300`}>{children}</span>
      </div>
      <div className="mt-1">
        <ShareBar percent={percent} />
      </div>
    </li>
  );
}
