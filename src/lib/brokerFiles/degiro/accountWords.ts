// What a line of DEGIRO's Account statement is, from its description ('Omschrijving'), in the languages DEGIRO
// writes it: a cost, a dividend or its tax, a deposit or a withdrawal. Trades are told by their words
// ('Koop 10 @ 85,3 EUR', shared/tradeWords.ts).
import type { MoneyKind } from '../../exports/types.ts';

/**
 * Description patterns in Dutch, English, German and French; the first that matches decides (tax
 * before dividend, since 'Dividendbelasting' starts with 'Dividend').
 */
const DESCRIPTION_KINDS: readonly { readonly pattern: RegExp; readonly kind: MoneyKind }[] = [
  {
    pattern:
      /aansluitingskosten|connection fee|connectivity fee|börsenanbindung|anschlussgebühr|verbindungsgebühr|frais de connexion/i,
    kind: 'connectivity',
  },
  {
    pattern:
      /transactiekosten|transaction (and\/or third party )?fees?|transaction costs|transaktionsgebühr|transaktionskosten|frais de (transaction|courtage)/i,
    kind: 'transaction',
  },
  { pattern: /autofx/i, kind: 'conversion' },
  {
    pattern:
      /dividendbelasting|dividend tax|bronbelasting|withholding tax|dividendensteuer|quellensteuer|kapitalertragsteuer|imp[oô]ts? sur (les )?dividendes?|retenue à la source/i,
    kind: 'dividend-tax',
  },
  { pattern: /^dividend/i, kind: 'dividend' },
];

/** The kind of money a line pays or receives, or null for a line that is none (a trade, a deposit, a note). */
export function accountLineKind(description: string): MoneyKind | null {
  return DESCRIPTION_KINDS.find(({ pattern }) => pattern.test(description.trim()))?.kind ?? null;
}

/** Deposits and withdrawals in the languages DEGIRO writes; withdrawals first ('Terugstorting' ends in 'storting'). */
const WITHDRAWAL = /terugstorting|opname|uitbetaling|withdrawal|auszahlung|retrait/i;
const DEPOSIT = /storting|deposit|einzahlung|dépôt|versement|ideal|sofort/i;
/** Lines that move money between currencies or reserve it: no deposit, whatever else their text says. */
const NOT_CASH_FLOW = /valuta|currency|währung|reservation|reservering|overboeking van uw geldrekening|cash sweep/i;

/** Money into or out of the account by a line's description, or null. */
export function cashFlowKind(description: string): 'deposit' | 'withdrawal' | null {
  if (NOT_CASH_FLOW.test(description)) return null;
  if (WITHDRAWAL.test(description)) return 'withdrawal';
  return DEPOSIT.test(description) ? 'deposit' : null;
}
