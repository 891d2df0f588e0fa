// English UI texts of the reader's own portfolio, built from their exports (the dashboard and /portfolio). A section of
// the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_OWN = {
  // Where a holding's price comes from: text in its own element next to the value.
  'own.price.export': 'closing price in your {from} export, {date}',
  'own.price.lastTrade': 'last trade price, {date}',
  'own.price.typed': 'price you typed, {date}',
  'own.price.none': 'no price in your files: type one in to value this holding',
  // Returns: the method beside every figure, with a one-line explanation.
  'own.irr.name': 'Money-weighted return (IRR), per year',
  'own.irr.explain':
    'The yearly rate at which your purchases, sales, dividends, tax and costs, and today’s value, add up to nothing: it weighs each euro by how long it was invested (as Portfolio Performance computes it).',
  'own.irr.missingPrice': 'Cannot be computed while a holding has no price.',
  'own.irr.noFlows': 'Cannot be computed from these transactions.',
  'own.twr.name': 'Time-weighted return (TWR)',
  'own.twr.explain':
    'The return of the investments themselves, whatever you added or took out when: it needs the portfolio’s value on every day money went in or out.',
  'own.twr.notComputable': 'cannot be computed without prices on every deposit date',
  // Problems in the files
  'own.problem.sellWithoutBuy':
    'Sale without a purchase in your files: {name} on {date}, {missing} shares more sold than bought. Only the shares bought count; add the file with the purchase.',
  'own.problem.noEuro':
    '{name} on {date}: an amount in {currency} without an exchange rate, left out of the euro totals.',
  'own.problem.transferWithoutCost':
    '{name} on {date}: shares transferred in without a value. They count at no cost, so their gain is overstated.',
} as const;

/** Its texts for islands: `tOwn('key', { values })`. */
export const tOwn = /* @__PURE__ */ textsOf(EN_OWN);
