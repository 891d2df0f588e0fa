// Bar chart geometry for the compound interest calculator. Pure; the island draws it as SVG.
import type { YearlyResult } from './compound.ts';

/** Bar geometry: gap and bar widths in px, bar height and invested part in percent. */
export const CHART_GAP_PX = 8;
export const CHART_MIN_BAR_PX = 8;
export const CHART_MAX_BAR_PX = 36;
export const CHART_MIN_HEIGHT_PCT = 2;
export const CHART_MAX_HEIGHT_PCT = 100;
export const CHART_MIN_INVESTED_PCT = 1;
export const CHART_MAX_INVESTED_PCT = 100;
/** The scale reference never goes below 1 (avoids dividing by zero). */
export const CHART_MIN_REFERENCE = 1;
/** Axis labels: at most about 12 labels, step = ceil(years / 12). */
export const CHART_LABELS_TARGET = 12;

export interface BarLayout {
  readonly barWidth: number;
  /** Width of all bars with the gaps between them. */
  readonly contentWidth: number;
  /** True when the bars do not fit at the minimum width: fixed 8 px bars and horizontal scroll. */
  readonly scroll: boolean;
}

export interface ChartBar {
  readonly year: number;
  /** Calendar year shown on the axis (first bar = start year). */
  readonly calendarYear: number;
  readonly value: number;
  readonly invested: number;
  /** Left edge in px from the start of the bar area. */
  readonly x: number;
  /** Bar height in percent of the plot height (2–100). */
  readonly heightPct: number;
  /** Invested part in percent of the bar's height (1–100); the rest is the return. */
  readonly investedPct: number;
  /** Whether this bar gets an axis label. */
  readonly labelled: boolean;
}

export interface ChartModel extends BarLayout {
  readonly bars: readonly ChartBar[];
  readonly reference: number;
  readonly labelStep: number;
}

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The scale reference is the value after 50 years, at least 1. */
export function scaleReference(valueAfter50Years: number): number {
  return Number.isFinite(valueAfter50Years) ? Math.max(CHART_MIN_REFERENCE, valueAfter50Years) : CHART_MIN_REFERENCE;
}

/** Bar height in percent of the reference, clamped to 2–100. */
export function barHeightPct(value: number, reference: number): number {
  return clamp((value / scaleReference(reference)) * 100, CHART_MIN_HEIGHT_PCT, CHART_MAX_HEIGHT_PCT);
}

/** The invested part in percent of the bar, clamped to 1–100. */
export function investedPct(invested: number, value: number): number {
  if (!(value > 0)) return CHART_MAX_INVESTED_PCT;
  return clamp((invested / value) * 100, CHART_MIN_INVESTED_PCT, CHART_MAX_INVESTED_PCT);
}

/**
 * Bars share the available width with an 8 px gap, each 8–36 px wide. When they would be narrower
 * than 8 px the width is fixed at 8 px and the chart scrolls horizontally.
 */
export function barLayout(count: number, availableWidth: number): BarLayout {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return { barWidth: CHART_MAX_BAR_PX, contentWidth: 0, scroll: false };
  const width = Math.max(0, availableWidth);
  const fit = (width - CHART_GAP_PX * (n - 1)) / n;
  const scroll = !(fit >= CHART_MIN_BAR_PX);
  const barWidth = scroll ? CHART_MIN_BAR_PX : Math.min(CHART_MAX_BAR_PX, fit);
  return { barWidth, contentWidth: n * barWidth + (n - 1) * CHART_GAP_PX, scroll };
}

/** Label step = ceil(years / 12), at least 1. */
export function labelStep(years: number): number {
  return Math.max(1, Math.ceil(years / CHART_LABELS_TARGET));
}

/** The chart for a run: one bar per year, scaled against the 50-year value. */
export function buildChart(options: {
  readonly yearly: readonly YearlyResult[];
  readonly reference: number;
  readonly availableWidth: number;
  readonly startYear: number;
}): ChartModel {
  const { yearly, availableWidth, startYear } = options;
  const reference = scaleReference(options.reference);
  const layout = barLayout(yearly.length, availableWidth);
  const step = labelStep(yearly.length);
  const bars = yearly.map((y, i) => ({
    year: y.year,
    calendarYear: startYear + i,
    value: y.value,
    invested: y.invested,
    x: i * (layout.barWidth + CHART_GAP_PX),
    heightPct: barHeightPct(y.value, reference),
    investedPct: investedPct(y.invested, y.value),
    labelled: i % step === 0,
  }));
  return { ...layout, bars, reference, labelStep: step };
}
