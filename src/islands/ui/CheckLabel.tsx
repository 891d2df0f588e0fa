import type { ReactNode } from 'react';

/** A yes/no outcome in words with a ✓ or ✗ before it, so it is not told by colour alone. */
export default function CheckLabel({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span className={`font-medium ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
      <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
      {children}
    </span>
  );
}
