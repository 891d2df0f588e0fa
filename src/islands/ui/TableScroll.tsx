import type { ReactNode } from 'react';
import { PORTFOLIO_TABLE } from './tableLook';

/** A table that can scroll sideways on small screens; the region is focusable for keyboard users. */
export default function TableScroll({
  label,
  className = PORTFOLIO_TABLE.wrapper,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
