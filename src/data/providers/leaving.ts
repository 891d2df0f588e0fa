// What it costs to leave a provider, or to come in: the shapes of a home's `leaving` export. Each fact carries its
// source and dates like a tariff component. A fee the provider does not publish is `fee: null` ('niet gepubliceerd'
// with the date of the check), never € 0; a published zero is `fee.flat(0)` with its source.
import type { FeeNode, FeeSource } from './types.ts';

/** Where and when a leaving-cost fact was read. */
export interface LeavingReading {
  readonly source: FeeSource;
  /** ISO date the fact was last checked against the source (the date shown with 'niet gepubliceerd'). */
  readonly checked: string;
  /** ISO date from which the fact holds. */
  readonly validFrom: string;
  /** The date the fact took effect was not found: `validFrom` is the date of the source read. */
  readonly validFromSeen?: true;
  /** Only an older or non-Dutch source was found: the page says 'niet bevestigd voor Nederland'. */
  readonly confirmed?: false;
  /** A Dutch remark shown with the fact. */
  readonly note?: string;
}

/** A fee for moving securities between providers, charged per position moved or once per transfer. */
export interface TransferFee extends LeavingReading {
  /** The fee; null: the provider publishes none ('niet gepubliceerd'), never counted as € 0. */
  readonly fee: FeeNode | null;
  readonly per: 'position' | 'transfer';
}

/** What happens to fractional holdings on a transfer out. */
export type FractionsRule =
  /** Fractions move with the rest. */
  | 'transferred'
  /** Fractions cannot move: they are sold first (the sale's costs count). */
  | 'sold'
  /** The provider holds no fractions (whole units only). */
  | 'no-fractions';

/** How a transfer out is requested. */
export type TransferRoute =
  /** DACSI's Overboekservice Effecten: requested at the new bank, at most ten days. */
  | 'dacsi'
  /** The provider's own form or request. */
  | 'own-form'
  /** No transfer of securities: the reader sells there and buys at the new provider. */
  | 'not-offered';

/** A provider's leaving (and coming-in) costs, sourced and dated. */
export interface LeavingCosts {
  readonly transferOut: TransferFee;
  readonly transferIn: TransferFee;
  /** null: not published. */
  readonly fractions: LeavingReading & { readonly rule: FractionsRule | null };
  readonly route: LeavingReading & { readonly how: TransferRoute };
  /** An exit fee of the provider's own funds, on the value sold or moved out. */
  readonly ownFundExit?: LeavingReading & { readonly fee: FeeNode };
  /** An entry cost of the provider's own funds on money coming in (Meesman's purchase cost). */
  readonly ownFundEntry?: LeavingReading & { readonly fee: FeeNode };
}
