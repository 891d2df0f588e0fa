// Simple SVG bars of the portfolio screens (no style attributes: CSP), apart from ./shared.tsx so the screens without
// bars (/portfolio) do not load them.

/** A horizontal bar for a share of 0–100 % (SVG attributes, not inline styles). */
export function ShareBar({
  percent,
  className = 'fill-brand-600 dark:fill-accent-400',
}: {
  percent: number;
  className?: string;
}) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <svg aria-hidden="true" width="100%" height="10" className="block">
      <rect width="100%" height="10" rx="5" className="fill-slate-200 dark:fill-slate-700" />
      <rect width={`${width}%`} height="10" rx="5" className={className} />
    </svg>
  );
}

/** A bar around a zero axis for values that can be negative; `max` is the largest absolute value. */
export function DivergingBar({ value, max }: { value: number; max: number }) {
  const scale = max > 0 ? 50 / max : 0;
  const len = Math.abs(value) * scale;
  const x = value >= 0 ? 50 : 50 - len;
  return (
    <svg aria-hidden="true" width="100%" height="14" viewBox="0 0 100 14" preserveAspectRatio="none" className="block">
      <rect x="0" y="6" width="100" height="2" className="fill-slate-200 dark:fill-slate-700" />
      <rect x={x} y="1" width={len} height="12" className={value >= 0 ? 'fill-emerald-600' : 'fill-red-600'} />
      <rect x="49.75" y="0" width="0.5" height="14" className="fill-slate-500" />
    </svg>
  );
}
