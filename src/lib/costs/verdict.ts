// The verdict of a head-to-head page (docs/behaviour.md#broker-pairs): which broker is cheaper for which quick
// profile and by how much a year, computed from the unrounded model figures and shown rounded to cents.
import { tCosts } from '../../i18n/nl/costs.ts';
import { tPairs } from '../../i18n/nl/pairs.ts';
import { formatEuroCents, formatList } from '../format.ts';
import type { PairProfileCost } from './pairs.ts';

export type Cheaper = 'a' | 'b' | null;

type Unavailable = Pick<PairProfileCost, 'aUnavailable' | 'bUnavailable'>;

/**
 * Which of the two costs less a year; null when the difference is less than half a cent (shown as € 0,00). Where one
 * side does not offer a market of the profile, the other is the answer; where neither does, there is none (null).
 */
export function cheaperOf(row: Pick<PairProfileCost, 'a' | 'b'> & Partial<Unavailable>): Cheaper {
  const [aOut, bOut] = [row.aUnavailable === true, row.bUnavailable === true];
  if (aOut || bOut) return aOut && bOut ? null : aOut ? 'b' : 'a';
  if (Math.round(Math.abs(row.a - row.b) * 100) === 0) return null;
  return row.a < row.b ? 'a' : 'b';
}

export interface Verdict {
  /** Who wins overall, or at which kind of use the answer changes. */
  readonly summary: string;
  /** One line per profile: 'Maandelijks inleggen: Trade Republic € 12,00 per jaar goedkoper.' */
  readonly lines: readonly string[];
}

const profileName = (row: PairProfileCost) => tPairs('pair.verdict.profile', { profile: tCosts(row.profile.label) });

function profileLine(row: PairProfileCost, names: { readonly a: string; readonly b: string }): string {
  const profile = tCosts(row.profile.label);
  const cheaper = cheaperOf(row);
  if (row.aUnavailable && row.bUnavailable) return tPairs('pair.verdict.neitherOffers', { profile });
  if (row.aUnavailable || row.bUnavailable) {
    const [name, other] = row.aUnavailable ? [names.b, names.a] : [names.a, names.b];
    return tPairs('pair.verdict.onlyOne', { profile, name, other });
  }
  if (cheaper === null) return tPairs('pair.verdict.tie', { profile, amount: formatEuroCents(row.a) });
  return tPairs('pair.verdict.cheaper', {
    profile,
    name: names[cheaper],
    amount: formatEuroCents(Math.abs(row.a - row.b)),
  });
}

function summary(rows: readonly PairProfileCost[], names: { readonly a: string; readonly b: string }): string {
  const where = (side: Cheaper) => rows.filter((row) => cheaperOf(row) === side);
  const listed = (some: readonly PairProfileCost[]) => formatList(some.map(profileName));
  const [aCheaper, bCheaper, tied] = [where('a'), where('b'), where(null)];
  if (aCheaper.length === 0 && bCheaper.length === 0) return tPairs('pair.verdict.allTied', names);
  // One broker never loses: it is the answer whatever the use.
  if (aCheaper.length === 0 || bCheaper.length === 0) {
    const [winner, loser, won] =
      aCheaper.length > 0 ? ([names.a, names.b, aCheaper] as const) : [names.b, names.a, bCheaper];
    return tied.length === 0
      ? tPairs('pair.verdict.always', { name: winner, other: loser })
      : tPairs('pair.verdict.alwaysExceptTies', { name: winner, cheaper: listed(won), tied: listed(tied) });
  }
  // The answer changes with the kind of use: name the profiles on each side.
  const values = { name: names.a, cheaper: listed(aCheaper), other: names.b, otherCheaper: listed(bCheaper) };
  return tied.length === 0
    ? tPairs('pair.verdict.switch', values)
    : tPairs('pair.verdict.switchWithTies', { ...values, tied: listed(tied) });
}

type FxUnknown = Pick<PairProfileCost, 'aFxUnknown' | 'bFxUnknown'>;

/** The names whose conversion of the row's dollar orders has a cost no source states (Revolut). */
function fxUnknownNames(row: FxUnknown, names: { readonly a: string; readonly b: string }): string[] {
  return [...(row.aFxUnknown === true ? [names.a] : []), ...(row.bFxUnknown === true ? [names.b] : [])];
}

/**
 * The verdict on a pair from its cost table ('a' and 'b' are the broker names in address order). A side whose
 * conversion cost was not found is never called cheaper without saying that its conversion is not counted.
 */
export function pairVerdict(
  rows: readonly PairProfileCost[],
  names: { readonly a: string; readonly b: string },
): Verdict {
  const unknown = [...new Set(rows.flatMap((row) => fxUnknownNames(row, names)))];
  const caveat = unknown.length === 0 ? '' : ` ${tPairs('pair.verdict.fxUnknown', { names: formatList(unknown) })}`;
  return {
    summary: summary(rows, names) + caveat,
    lines: rows.map((row) => {
      const here = fxUnknownNames(row, names);
      const line = profileLine(row, names);
      return here.length === 0 ? line : `${line} ${tPairs('pair.verdict.fxNotCounted', { names: formatList(here) })}`;
    }),
  };
}
