// Profile dates (spec §2 Profile): nl-NL date and time, 'Onbekend' when missing.

export const UNKNOWN_DATE = 'Onbekend';

/** Firebase gives metadata times as UTC strings ("Sun, 22 Nov 2026 07:36:31 GMT"). */
export function formatAuthDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return UNKNOWN_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return date.toLocaleString('nl-NL', timeZone ? { timeZone } : undefined);
}
