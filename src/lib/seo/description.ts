import { DESCRIPTION_CUT_LENGTH, DESCRIPTION_ELLIPSIS, DESCRIPTION_MAX_LENGTH } from '../../config';

/** A description longer than 160 characters becomes its first 157 plus '...'. */
export function cutDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  // Count code points, not UTF-16 units, so an emoji is never split in half.
  const chars = Array.from(clean);
  if (chars.length <= DESCRIPTION_MAX_LENGTH) return clean;
  return chars.slice(0, DESCRIPTION_CUT_LENGTH).join('') + DESCRIPTION_ELLIPSIS;
}
