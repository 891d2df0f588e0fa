// English words the portfolio worker writes (src/lib/portfolio/view.ts): what came of each file, where each price
// comes from, and what the files leave unclear. Apart from ./own, so the page carries only the texts it writes itself.
// A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_OWN_LABELS = {
  // Where a holding's price comes from: text in its own element next to the value.
  'own.price.export': 'closing price in your {from} export, {date}',
  'own.price.lastTrade': 'last trade price, {date}',
  'own.price.typed': 'price you typed, {date}',
  'own.price.none': 'no price in your files: type one in',
  // What came of each file chosen
  'own.import.read': '{name}: read',
  'own.import.skipped': '{name}: read; lines {lines} left out (unreadable)',
  'own.import.problem.empty': '{name}: the file is empty.',
  'own.import.problem.tooLarge': '{name}: the file is larger than 50 MB.',
  'own.import.problem.tooManyRows': '{name}: the file has more than 200,000 lines.',
  'own.import.problem.unknown': '{name}: not an export we recognise.',
  'own.import.problem.noRows': '{name}: the file holds no transactions.',
  'own.import.problem.unreadable': '{name}: the file could not be read.',
  'own.import.problem.notYet': '{name}: the portfolio reads only DEGIRO files so far.',
  // Problems in the files
  'own.problem.sellWithoutBuy':
    'Sale without a purchase in your files: {name}, {date}, {missing} shares. Only shares bought count; add the file with the purchase.',
  'own.problem.noEuro': '{name}, {date}: {currency} without an exchange rate, left out of euro totals.',
  'own.problem.transferWithoutCost': '{name}, {date}: shares transferred in without a value count at no cost.',
} as const;

/** Its texts: `tOwnLabels('key', { values })`. */
export const tOwnLabels = /* @__PURE__ */ textsOf(EN_OWN_LABELS);
