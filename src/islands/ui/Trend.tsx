import { tEn } from '../../i18n/tEn';
import { isUp } from '../../lib/portfolio/format';

export const UP_CLASS = 'text-emerald-700 dark:text-emerald-400';
export const DOWN_CLASS = 'text-red-700 dark:text-red-400';

/** Green for up (zero counts as up), red for down. */
export function trendClass(value: number): string {
  return isUp(value) ? UP_CLASS : DOWN_CLASS;
}

/** ▲/▼ with a text alternative, so the direction is not conveyed by colour alone. */
export function TrendIcon({ value }: { value: number }) {
  const up = isUp(value);
  return (
    <>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="sr-only">{tEn(up ? 'portfolio.up' : 'portfolio.down')}</span>
    </>
  );
}
