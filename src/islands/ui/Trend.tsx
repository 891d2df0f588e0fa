import { isUp } from '../../lib/portfolio/format';

export const UP_CLASS = 'text-emerald-700 dark:text-emerald-400';
export const DOWN_CLASS = 'text-red-700 dark:text-red-400';

/** Green for up (zero counts as up), red for down. */
export function trendClass(value: number): string {
  return isUp(value) ? UP_CLASS : DOWN_CLASS;
}

/** The words a screen reader says for each direction, from the screen's own dictionary. */
export interface TrendWords {
  readonly up: string;
  readonly down: string;
}

/**
 * ▲/▼ with a text alternative, so the direction is not conveyed by colour alone. The words come from
 * the caller, so this shared part bundles no dictionary.
 */
export function TrendIcon({ value, words }: { value: number; words: TrendWords }) {
  const up = isUp(value);
  return (
    <>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="sr-only">{up ? words.up : words.down}</span>
    </>
  );
}
