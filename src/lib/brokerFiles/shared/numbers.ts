// Numbers in broker exports come in two styles: Dutch ('-1.166,67': dot thousands, decimal comma)
// and English ('-1,166.67'). The style is read from the data itself, never assumed from the language
// of the header, because DEGIRO writes Dutch-style numbers under English headers and vice versa.

export type NumberStyle = 'comma-decimal' | 'dot-decimal';

type Vote = NumberStyle | null;

/**
 * What one cell says about the style, or null when it cannot tell ('12', '1.250' or '1,250'). One pass
 * over the characters: it runs for every number of files with hundreds of thousands of rows.
 */
export function numberStyleOf(cell: string): Vote {
  const text = cell.trim();
  const start = text.startsWith('-') || text.startsWith('+') ? 1 : 0;
  if (text.length === start) return null;
  let commas = 0;
  let dots = 0;
  let lastComma = -1;
  let lastDot = -1;
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) continue;
    if (code === 44) {
      commas += 1;
      lastComma = i;
    } else if (code === 46) {
      dots += 1;
      lastDot = i;
    } else return null;
  }
  if (commas > 0 && dots > 0) return lastComma > lastDot ? 'comma-decimal' : 'dot-decimal';
  if (commas === 0 && dots === 0) return null;
  const separatorIsComma = commas > 0;
  // A separator that occurs twice, or is followed by other than three digits, cannot be a thousands
  // separator in one style, so it decides; '0,125' has a zero before it, so it is a decimal too.
  if ((separatorIsComma ? commas : dots) > 1) return separatorIsComma ? 'dot-decimal' : 'comma-decimal';
  const at = separatorIsComma ? lastComma : lastDot;
  const decimals = text.length - at - 1;
  const isDecimal = decimals !== 3 || text.slice(start, at) === '0';
  if (!isDecimal) return null;
  return separatorIsComma ? 'comma-decimal' : 'dot-decimal';
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
 * A number read by its own form: a cell that shows its style ('0,44', '0.51', '-3.002,8') is read in
 * it, so one file may mix both (exports compiled from several downloads do); a cell that cannot tell
 * ('12', '1.250') is read in the file's style `fallback`.
 */
export function readNumber(cell: string | undefined, fallback: NumberStyle): number | null {
  const text = (cell ?? '').trim();
  return parseDecimal(text, numberStyleOf(text) ?? fallback);
}

/**
 * An optional amount, each cell read by its own form: 0 when the cell is blank, null when it holds something
 * that is no number (the row then cannot be trusted).
 */
export function readOptionalNumber(cell: string | undefined, fallback: NumberStyle): number | null {
  return isBlank(cell) ? 0 : readNumber(cell, fallback);
}
