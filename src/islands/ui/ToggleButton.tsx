import type { ReactNode } from 'react';

interface Props {
  readonly pressed: boolean;
  readonly onClick: () => void;
  readonly className: string;
  readonly children: ReactNode;
  /** The accessible name, where the visible content is only a symbol. */
  readonly label?: string;
}

/** A button that stays pressed or not (`aria-pressed`); style the pressed state with `aria-pressed:`. */
export default function ToggleButton({ pressed, onClick, className, children, label }: Props) {
  return (
    <button type="button" aria-pressed={pressed} aria-label={label} onClick={onClick} className={className}>
      {children}
    </button>
  );
}
