// Profile dates: Dutch date and time in the Netherlands, or the dictionary's 'unknown' when missing.
import { tAccount } from '../../i18n/nl/account';
import { formatDateTime } from '../format';

export const UNKNOWN_DATE = tAccount('profile.unknown');

/** Firebase gives metadata times as UTC strings ("Sun, 22 Nov 2026 07:36:31 GMT"). */
export function formatAuthDate(value: string | null | undefined): string {
  if (!value) return UNKNOWN_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return formatDateTime(date);
}
