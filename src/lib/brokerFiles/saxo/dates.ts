// Saxo's dates: Excel serial numbers in the transactions sheet (days since 1899-12-30, Excel's day 0
// once its fictitious 29 February 1900 is allowed for), and in the account statement day, month name in
// the report's language and year ('14-févr.-2024', '3 mrt 2024', '12-mei-2024'), besides ISO and
// day-month-year numbers in a CSV saved from Excel.
import { parseDayMonthYear, parseIsoDate } from '../shared/dates.ts';

/** Month names and abbreviations in Dutch, English and French (lower case, without a trailing dot). */
const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'january', 'januari', 'janv', 'janvier'],
    ['feb', 'february', 'februari', 'févr', 'fevr', 'février', 'fevrier'],
    ['mar', 'march', 'mrt', 'maart', 'mars'],
    ['apr', 'april', 'avr', 'avril'],
    ['may', 'mei', 'mai'],
    ['jun', 'june', 'juni', 'juin'],
    ['jul', 'july', 'juli', 'juil', 'juillet'],
    ['aug', 'august', 'augustus', 'août', 'aout'],
    ['sep', 'sept', 'september', 'septembre'],
    ['oct', 'okt', 'october', 'oktober', 'octobre'],
    ['nov', 'november', 'novembre'],
    ['dec', 'december', 'déc', 'décembre', 'decembre'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** Excel's serial day 25569 is 1970-01-01. Serials before 61 (before March 1900) are not dates of a trade. */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 61 || serial > 2_958_465) return null;
  const date = new Date(Math.round((Math.floor(serial) - 25569) * 86_400_000));
  return date.toISOString().slice(0, 10);
}

function monthNameDate(text: string): string | null {
  const match = /^(\d{1,2})[\s\-./]+([\p{L}]+)\.?[\s\-./]+(\d{4})$/u.exec(text);
  if (!match) return null;
  const month = MONTHS[match[2]!.toLowerCase()];
  if (month === undefined) return null;
  return parseIsoDate(`${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`);
}

export function parseSaxoDate(cell: string): string | null {
  const text = cell.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return excelSerialDate(Number(text));
  return parseIsoDate(text) ?? parseDayMonthYear(text.replace(/[./]/g, '-')) ?? monthNameDate(text);
}
