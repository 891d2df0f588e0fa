// A trade written in words, as Saxo's Transactions report and DEGIRO's Account statement describe one:
//   'Buy 19 @ 149.00 USD', 'Koop 19 @ 149,00 USD', 'Acheter 19 @ 149.00 USD', 'Vendre -600 @ 5.04 EUR',
//   'Kauf 10 @ 85,3 EUR', 'Verkoop 5 @ 610 EUR'.
// The verb says the side (a sale may also carry a minus); the numbers are read in the style of each cell, a cell
// that cannot tell ('1,250') in the file's style.
import { readNumber, type NumberStyle } from './numbers.ts';

const TRADE_WORDS =
  /^(buy|sell|bought|sold|koop|verkoop|kopen|verkopen|gekocht|verkocht|acheter|vendre|achat|vente|kauf|verkauf)\s+([-+]?[\d.,\u00a0 ]*\d)\s*@\s*([\d.,\u00a0 ]*\d)\s+([A-Z]{3})$/i;
const SELL_WORDS = /^(sell|sold|verkoop|verkopen|verkocht|vendre|vente|verkauf)$/i;

export interface TradeInWords {
  /** Signed: a sale is negative. */
  readonly quantity: number;
  readonly price: number;
  /** Decimals the price is written with: its rounding bounds a cost derived from it. */
  readonly decimals: number;
  readonly currency: string;
}

export function readTradeWords(text: string, style: NumberStyle = 'dot-decimal'): TradeInWords | null {
  const match = TRADE_WORDS.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const quantityText = match[2]!.replace(/[\u00a0 ]/g, '');
  const priceText = match[3]!.replace(/[\u00a0 ]/g, '');
  const quantity = readNumber(quantityText, style);
  const price = readNumber(priceText, style);
  if (quantity === null || price === null || quantity === 0) return null;
  const sell = SELL_WORDS.test(match[1]!);
  const decimalMark = /[.,]\d{1,2}$|[.,]\d{4,}$/.exec(priceText);
  const decimals = decimalMark ? decimalMark[0].length - 1 : 0;
  return {
    quantity: sell ? -Math.abs(quantity) : Math.abs(quantity),
    price,
    decimals,
    currency: match[4]!.toUpperCase(),
  };
}
