// Dates in broker exports, turned into ISO days (YYYY-MM-DD) after checking they exist.

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days already read: an export has a few thousand distinct days over hundreds of thousands of rows. */
const dayMonthYearCache = new Map<string, string | null>();

/** DEGIRO's 'DD-MM-YYYY'. */
export function parseDayMonthYear(cell: string | undefined): string | null {
  const text = (cell ?? '').trim();
  const known = dayMonthYearCache.get(text);
  if (known !== undefined) return known;
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  const day = match ? isoDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
  if (dayMonthYearCache.size > 20_000) dayMonthYearCache.clear();
  dayMonthYearCache.set(text, day);
  return day;
}

/** 'YYYY-MM-DD', optionally followed by a time ('2024-03-01 14:30:05', '2024-03-01T14:30:05.123Z'). */
export function parseIsoDate(cell: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec((cell ?? '').trim());
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}
