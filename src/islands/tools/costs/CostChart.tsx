import { useId } from 'react';
// Modules that carry no tariff: the fee model loads after first paint (./useRanking.ts).
import { COST_PARTS } from '../../../lib/costs/names';
import type { CostPartKey, RankedBroker } from '../../../lib/costs/yearly';
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

/** Each part of the cost its own shade, in the order COST_PARTS stacks them (the legend says which is which). */
const PART_FILL: Readonly<Record<CostPartKey, string>> = {
  orders: 'fill-brand-700 dark:fill-accent-300',
  fx: 'fill-brand-500 dark:fill-accent-500',
  savingsPlan: 'fill-amber-600 dark:fill-amber-300',
  holding: 'fill-slate-600 dark:fill-slate-300',
  connectivity: 'fill-emerald-700 dark:fill-emerald-300',
  deposits: 'fill-rose-700 dark:fill-rose-300',
  fund: 'fill-sky-700 dark:fill-sky-300',
};

/** Where each part's segment starts and how wide it is, in % of the chart, for one broker. */
export function segments(
  cost: Readonly<Record<CostPartKey, number>>,
  highest: number,
): { readonly key: CostPartKey; readonly x: number; readonly width: number }[] {
  let x = 0;
  return COST_PARTS.map(({ key }) => {
    const width = barWidthPct(cost[key], highest);
    const segment = { key, x, width };
    x += width;
    return segment;
  }).filter((segment) => segment.width > 0);
}

/** Share of the longest bar for a total: the most expensive broker fills it; no costs at all, no bars. */
export function barWidthPct(total: number, highest: number): number {
  return highest > 0 ? (BAR_MAX_PCT * total) / highest : 0;
}

/**
 * The yearly totals as horizontal bars in SVG, each stacked from its parts (orders, currency, savings plan,
 * holding, connectivity, deposit and fund costs). Positions are SVG attributes (the CSP forbids style
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
    <>
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
          const y = i * ROW_HEIGHT;
          return (
            <g key={r.id} data-chart-broker={r.id}>
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
              {segments(r.cost, highest).map((segment) => (
                <rect
                  key={segment.key}
                  x={`${segment.x}%`}
                  y={y + BAR_TOP}
                  width={`${segment.width}%`}
                  height={BAR_HEIGHT}
                  className={PART_FILL[segment.key]}
                  data-chart-part={segment.key}
                />
              ))}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300" data-chart-legend>
        {COST_PARTS.map((part) => (
          <li key={part.key} className="flex items-center gap-1.5">
            <svg width="12" height="12" aria-hidden="true">
              <rect width="12" height="12" className={PART_FILL[part.key]} />
            </svg>
            {part.label}
          </li>
        ))}
      </ul>
    </>
  );
}
