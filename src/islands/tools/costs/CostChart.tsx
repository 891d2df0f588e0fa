import { useId } from 'react';
import type { RankedBroker } from '../../../lib/costs';
import { tCosts } from '../../../i18n/nl/costs';
import { formatEuroCents } from '../../../lib/format';

/**
 * Each broker takes two lines: its name with the amount right-aligned, then its bar. Nothing sits after
 * a bar, so even a seven-figure amount fits a phone's width.
 */
const ROW_HEIGHT = 48;
const TEXT_BASELINE = 15;
const BAR_TOP = 21;
const BAR_HEIGHT = 16;
/** The most expensive broker's bar spans the full width (in %). */
const BAR_MAX_PCT = 100;

/** Share of the longest bar for a total: the most expensive broker fills it; no costs at all, no bars. */
export function barWidthPct(total: number, highest: number): number {
  return highest > 0 ? (BAR_MAX_PCT * total) / highest : 0;
}

/**
 * The yearly totals as horizontal bars in SVG. Positions are SVG attributes (the CSP forbids style
 * attributes); the title and description give the same figures as text, and the list above holds
 * every amount in full.
 */
export default function CostChart({ ranked }: { readonly ranked: readonly RankedBroker[] }) {
  const id = useId();
  const highest = ranked.reduce((max, r) => Math.max(max, r.cost.total), 0);
  const height = ranked.length * ROW_HEIGHT;
  const summary = tCosts('costs.chart.summary', {
    list: ranked.map((r) => `${r.name} ${formatEuroCents(r.cost.total)}`).join(', '),
  });
  return (
    <svg
      width="100%"
      height={height}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="block text-sm"
      data-cost-chart
    >
      <title id={`${id}-title`}>{tCosts('costs.chart.svgTitle')}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {ranked.map((r, i) => {
        const width = barWidthPct(r.cost.total, highest);
        const y = i * ROW_HEIGHT;
        return (
          <g key={r.id}>
            <text x="0" y={y + TEXT_BASELINE} className="fill-slate-800 font-semibold dark:fill-slate-200">
              {r.name}
            </text>
            <text
              x="100%"
              y={y + TEXT_BASELINE}
              textAnchor="end"
              className="fill-slate-800 tabular-nums dark:fill-slate-200"
            >
              {formatEuroCents(r.cost.total)}
            </text>
            <rect
              x="0"
              y={y + BAR_TOP}
              width={`${width}%`}
              height={BAR_HEIGHT}
              rx={3}
              className="fill-brand-700 dark:fill-accent-300"
            />
          </g>
        );
      })}
    </svg>
  );
}
