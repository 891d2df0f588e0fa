// English UI texts of the history screen. A section of the English dictionary (src/i18n/en/index.ts).
import { textsOf } from '../fill';

export const EN_HISTORY = {
  // History
  'history.title': 'Transaction History',
  'history.subtitle': 'Every buy, sell and dividend behind your current holdings',
  'history.signedOut.title': 'Please log in to view your transactions',
  'history.signedOut.text': 'Create an account or sign in to see your transaction history',
  'history.type.buy': 'Buy',
  'history.type.sell': 'Sell',
  'history.type.dividend': 'Dividend',
  'history.total.buy': 'Total bought',
  'history.total.sell': 'Total sold',
  'history.date': 'Date',
  'history.type': 'Type',
  'history.amount': 'Amount',
  'history.dividends': 'Dividends',
  'history.matches': 'Matches holdings',
  'history.totals': 'Totals',
  'history.transactions': 'Transactions',
  'history.show': 'Show',
  'history.filter.all': 'All transactions',
  'history.filter.buy': 'Buys',
  'history.filter.sell': 'Sells',
  'history.shown': '{count} transactions shown',
  'history.table': 'Transactions table',
  'history.perShare': ' per share',
  'history.positions': 'Positions from this history',
  'history.positionsNote': 'Replaying the buys and sells (average-cost method) gives your current holdings.',
  'history.yes': 'Yes',
  'history.no': 'No',
} as const;

/** Its texts for islands: `tHistory('key', { values })`. */
export const tHistory = /* @__PURE__ */ textsOf(EN_HISTORY);
