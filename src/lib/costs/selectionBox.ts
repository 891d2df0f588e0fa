// When the box 'Mijn ETF zit in de gratis of kernselectie' counts: only at a provider whose list does not say whether
// the reader's ETF is in its selection ('onbekend'). Small on purpose: the cost tool's first load carries it.
import type { SelectionStatus } from './tariff.ts';

/** A result as far as the box needs it: its provider's selection status for the ETF (null: no selection). */
interface WithSelection {
  readonly cost: { readonly selection: { readonly status: SelectionStatus } | null };
}

/**
 * Whether the box changes any result: some provider's status is 'onbekend'. While the ranking loads (null) it stays
 * usable; when it does not count, the form says why beside it (never disabled without a sentence).
 */
export function selectionBoxCounts(ranked: readonly WithSelection[] | null): boolean {
  return ranked === null || ranked.some((r) => r.cost.selection?.status === 'unknown');
}
