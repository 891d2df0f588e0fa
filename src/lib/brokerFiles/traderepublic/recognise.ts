// Which Trade Republic file a CSV is: its own export by its (English) column names, pytr's `export_transactions` by
// its columns' positions, in the language pytr ran in.
import type { ExportLanguage } from '../../exports/types.ts';
import type { Recognised } from '../registry.ts';
import { parseIsoDate } from '../shared/dates.ts';
import { hasColumns, namedPart, normalizeHeader } from '../shared/header.ts';
import { datesFit, type Row } from '../shared/rows.ts';

const TRADE_REPUBLIC_COLUMNS = [['datetime'], ['type'], ['shares'], ['price'], ['amount'], ['fee'], ['currency']];

export function recogniseTradeRepublic(header: readonly string[]): Recognised | null {
  return hasColumns(normalizeHeader(header), TRADE_REPUBLIC_COLUMNS) ? { format: 'trade-republic' } : null;
}

/** pytr's type column name per language. */
const PYTR_TYPE_WORDS: Readonly<Record<string, ExportLanguage>> = { typ: 'de', transactietype: 'nl', type: 'en' };

/**
 * pytr's `export_transactions`: Date;Type;Value;Note;ISIN;Shares;Fees;Taxes (newer versions add
 * ISIN2;Shares2), in the language pytr ran in. Recognised by the ISIN column's place and the count.
 */
export function recognisePytr(header: readonly string[], rows: readonly Row[]): Recognised | null {
  const named = namedPart(normalizeHeader(header));
  const fits =
    named[4] === 'isin' &&
    (named.length === 8 || (named.length === 10 && named[8] === 'isin2')) &&
    named.slice(0, 8).every((cell) => cell !== '');
  if (!fits || !datesFit(rows, parseIsoDate)) return null;
  const language = PYTR_TYPE_WORDS[named[1]!];
  return { format: 'pytr', ...(language ? { language } : {}) };
}
