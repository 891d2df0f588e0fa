// Star rating: a 5-star scale; a half star is shown when the fraction is at least 0.5.
import { tPages } from '../i18n/nl/pages';
import { formatRatingNumber } from './format';

export const RATING_MAX = 5;
/** Spec: "a half star is shown when the fraction is at least 0.5". */
export const HALF_STAR_THRESHOLD = 0.5;

export interface StarParts {
  readonly full: number;
  readonly half: 0 | 1;
  readonly empty: number;
}

/** Splits a rating into full, half and empty stars; out-of-range values are clamped to 0..5. */
export function starParts(rating: number): StarParts {
  const value = Number.isFinite(rating) ? Math.min(RATING_MAX, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  // Round the fraction to 2 decimals so binary noise (4.6 - 4 = 0.5999…) cannot flip the rule.
  const fraction = Math.round((value - full) * 100) / 100;
  const half = fraction >= HALF_STAR_THRESHOLD ? 1 : 0;
  return { full, half, empty: RATING_MAX - full - half };
}

/** Dutch number for a rating: 4.6 → '4,6', 4 → '4'. */
export const formatRating = formatRatingNumber;

/** Accessible text for a rating, e.g. '4,6 van 5 sterren'. */
export function ratingLabel(rating: number): string {
  return tPages('broker.rating', { rating: formatRating(rating), max: RATING_MAX });
}
