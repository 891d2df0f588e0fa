import { useEffect, useId, useRef, useState } from 'react';
import { buildChart } from '../../lib/chart';
import { CHART_REFERENCE_YEARS, type YearlyResult } from '../../lib/compound';
import { formatEuro } from '../../lib/format';
import { tCalculator } from '../../i18n/nl/calculator';

interface Props {
  readonly yearly: readonly YearlyResult[];
  /** Value after 50 years with the same inputs (the scale reference of the bars). */
  readonly reference: number;
  readonly startYear: number;
}

/** Width assumed for the pre-rendered HTML, before the real width is measured in the browser. */
const SERVER_WIDTH = 640;
const PAD_X = 12;
const PAD_TOP = 8;
const PLOT_HEIGHT = 220;
const AXIS_HEIGHT = 26;
const HEIGHT = PAD_TOP + PLOT_HEIGHT + AXIS_HEIGHT;

/**
 * The growth bar chart as SVG. Sizes are SVG attributes, never style attributes (the CSP forbids those
 * in server HTML). The SVG is role="img" with a summary; the year table is the full text alternative.
 */
export default function GrowthChart({ yearly, reference, startYear }: Props) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(SERVER_WIDTH);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const chart = buildChart({ yearly, reference, availableWidth: width - 2 * PAD_X, startYear });
  const svgWidth = chart.scroll ? chart.contentWidth + 2 * PAD_X : width;
  const first = chart.bars[0];
  const last = chart.bars[chart.bars.length - 1];
  const summary =
    first && last
      ? tCalculator('calc.chart.summary', {
          first: first.calendarYear,
          last: last.calendarYear,
          firstValue: formatEuro(first.value),
          lastValue: formatEuro(last.value),
          years: yearly.length,
          invested: formatEuro(last.invested),
          reference: CHART_REFERENCE_YEARS,
        })
      : tCalculator('calc.chart.empty');

  const svg = (
    <svg
      width={svgWidth}
      height={HEIGHT}
      viewBox={`0 0 ${svgWidth} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={chart.scroll ? 'block' : 'block max-w-full'}
    >
      <title id={`${id}-title`}>{tCalculator('calc.chart.title')}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <line
        x1={PAD_X / 2}
        x2={svgWidth - PAD_X / 2}
        y1={PAD_TOP + PLOT_HEIGHT + 0.5}
        y2={PAD_TOP + PLOT_HEIGHT + 0.5}
        className="stroke-slate-400 dark:stroke-slate-500"
        strokeWidth={1}
      />
      {chart.bars.map((bar) => {
        const height = (PLOT_HEIGHT * bar.heightPct) / 100;
        const investedHeight = (height * bar.investedPct) / 100;
        const x = PAD_X + bar.x;
        const base = PAD_TOP + PLOT_HEIGHT;
        return (
          <g key={bar.year} data-bar={bar.calendarYear}>
            <title>
              {tCalculator('calc.chart.bar', {
                year: bar.calendarYear,
                value: formatEuro(bar.value),
                invested: formatEuro(bar.invested),
              })}
            </title>
            <rect
              x={x}
              y={base - height}
              width={chart.barWidth}
              height={Math.max(0, height - investedHeight)}
              rx={Math.min(3, chart.barWidth / 4)}
              className="fill-accent-400 dark:fill-accent-300"
            />
            <rect
              x={x}
              y={base - investedHeight}
              width={chart.barWidth}
              height={investedHeight}
              className="fill-brand-700 dark:fill-brand-600"
            />
            {bar.labelled && (
              <text
                x={x + chart.barWidth / 2}
                y={base + 18}
                textAnchor="middle"
                className="fill-slate-700 text-[11px] dark:fill-slate-300"
              >
                {bar.calendarYear}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );

  return (
    <figure className="m-0">
      <div ref={wrapper} className="w-full">
        {chart.scroll ? (
          // Too many bars for the width: fixed 8 px bars and a horizontal scroll. The region is
          // focusable so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
          <div
            className="overflow-x-auto pb-2"
            role="region"
            aria-label={tCalculator('calc.chart.scroll')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must be focusable
            tabIndex={0}
            data-scroll="true"
          >
            {svg}
          </div>
        ) : (
          svg
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-700 dark:bg-brand-600" />
          {tCalculator('calc.chart.invested')}
        </span>{' '}
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-accent-400 dark:bg-accent-300" />
          {tCalculator('calc.chart.return')}
        </span>{' '}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {tCalculator('calc.chart.scale', { reference: CHART_REFERENCE_YEARS })}
        </span>
      </figcaption>
    </figure>
  );
}
