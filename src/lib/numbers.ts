// Reading a number a reader typed or a URL carried, for every tool's fields: pure, no imports (the tools and
// bench/tools-timing.mjs load it as it is).

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Reads a number from user or URL input: '' / non-numeric → NaN; a decimal comma is accepted. */
export function parseNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return Number.NaN;
  return Number(text);
}

/**
 * Bad input never breaks the page. Empty or non-numeric → 0, then clamped to the
 * bounds (so negative → min, absurdly large or Infinity → max); rounded to a sensible precision.
 */
export function sanitizeNumber(raw: unknown, bounds: NumberBounds, decimals = 2): number {
  let value = parseNumber(raw);
  if (Number.isNaN(value)) value = 0;
  value = Math.min(bounds.max, Math.max(bounds.min, value));
  const rounded = roundTo(value, decimals);
  return rounded === 0 ? 0 : rounded; // no -0
}
