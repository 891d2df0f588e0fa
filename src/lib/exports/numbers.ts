// Numbers in broker exports come in two styles: Dutch ('-1.166,67': dot thousands, decimal comma)
// and English ('-1,166.67'). The style is read from the data itself, never assumed from the language
// of the header, because DEGIRO writes Dutch-style numbers under English headers and vice versa.

export type NumberStyle = 'comma-decimal' | 'dot-decimal';

type Vote = NumberStyle | null;

/** What one cell says about the style, or null when it cannot tell ('12', '1.250' or '1,250'). */
export function numberStyleOf(cell: string): Vote {
  const text = cell.trim().replace(/^[-+]/, '');
  if (!/^[\d.,]+$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? 'comma-decimal' : 'dot-decimal';
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (separator === null) return null;
  const count = text.split(separator).length - 1;
  const decimals = text.length - text.lastIndexOf(separator) - 1;
  const wholePart = text.slice(0, text.indexOf(separator));
  // A separator that occurs twice, or is followed by other than three digits, cannot be a thousands
  // separator in one style, so it decides; '0,125' has a zero before it, so it is a decimal too.
  const isDecimal = count === 1 && (decimals !== 3 || wholePart === '0');
  const isThousands = count > 1;
  if (!isDecimal && !isThousands) return null;
  const commaIsDecimal = separator === ',' ? isDecimal : isThousands;
  return commaIsDecimal ? 'comma-decimal' : 'dot-decimal';
}

/** The style most cells point to; `fallback` when none of them can tell. */
export function detectNumberStyle(cells: Iterable<string>, fallback: NumberStyle): NumberStyle {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    const vote = numberStyleOf(cell);
    if (vote === 'comma-decimal') comma += 1;
    else if (vote === 'dot-decimal') dot += 1;
  }
  if (comma === dot) return fallback;
  return comma > dot ? 'comma-decimal' : 'dot-decimal';
}

const PATTERNS: Record<NumberStyle, RegExp> = {
  'comma-decimal': /^[-+]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/,
  'dot-decimal': /^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/,
};

/** The number in `cell`, or null when the cell is no number in `style` (blank cells included). */
export function parseDecimal(cell: string | undefined, style: NumberStyle): number | null {
  const text = (cell ?? '').trim();
  if (!PATTERNS[style].test(text)) return null;
  const plain = style === 'comma-decimal' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

export function isBlank(cell: string | undefined): boolean {
  return (cell ?? '').trim() === '';
}

/**
 * An optional amount: 0 when the cell is blank, null when it holds something that is no number
 * (the row then cannot be trusted).
 */
export function parseOptionalDecimal(cell: string | undefined, style: NumberStyle): number | null {
  return isBlank(cell) ? 0 : parseDecimal(cell, style);
}

/**
 * A number read by its own form: a cell that shows its style ('0,44', '0.51', '-3.002,8') is read in
 * it, so one file may mix both (exports compiled from several downloads do); a cell that cannot tell
 * ('12', '1.250') is read in the file's style `fallback`.
 */
export function readNumber(cell: string | undefined, fallback: NumberStyle): number | null {
  const text = (cell ?? '').trim();
  return parseDecimal(text, numberStyleOf(text) ?? fallback);
}

/** Like parseOptionalDecimal, each cell read by its own form. */
export function readOptionalNumber(cell: string | undefined, fallback: NumberStyle): number | null {
  return isBlank(cell) ? 0 : readNumber(cell, fallback);
}
