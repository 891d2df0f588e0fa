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
  // The demo and the file field
  'own.demo': 'Demo',
  'own.demoNote':
    'These are sample figures, not yours. Choose your own exports below to see your portfolio: holdings, cost, results, dividends, fees and return.',
  'own.import.title': 'Your portfolio from your exports',
  'own.import.label': 'Choose your exports',
  'own.import.hint':
    'One or more files: DEGIRO Transactions, Account statement and Portfolio (for closing prices). They are read in this browser and never sent anywhere; what they hold is kept on this device for your account only, and removed when you sign out.',
  'own.import.reading': 'Reading your files…',
  'own.import.read': '{name}: read',
  'own.import.skipped': '{name}: read; lines {lines} could not be read and were left out',
  'own.import.problem.empty': '{name}: the file is empty.',
  'own.import.problem.tooLarge': '{name}: the file is larger than 50 MB.',
  'own.import.problem.tooManyRows': '{name}: the file has more than 200,000 lines.',
  'own.import.problem.unknown':
    '{name}: not an export we recognise. Choose DEGIRO’s Transactions, Account or Portfolio CSV.',
  'own.import.problem.noRows': '{name}: the file holds no transactions.',
  'own.import.problem.unreadable': '{name}: the file could not be read.',
  'own.import.problem.notYet':
    '{name}: Mijn kosten reads this broker’s export, but the portfolio reads DEGIRO files only so far.',
  'own.import.files': 'Files read: {names}.',
  'own.import.remove': 'Remove my portfolio from this device',
  'own.import.saveFailed':
    'Your portfolio could not be kept in this browser (its storage is full or blocked). It is shown on this page until you leave it.',
  // Summary
  'own.summary': 'Your portfolio',
  'own.value': 'Portfolio value',
  'own.valueNote': 'at the prices named in the holdings table',
  'own.unpriced': '{count} holding(s) without a price are left out of this value',
  'own.cost': 'Cost basis',
  'own.costNote': 'what the shares you hold cost, fees included ({method})',
  'own.unrealised': 'Unrealised result',
  'own.realised': 'Realised result',
  'own.realisedNote': 'on everything sold ({method})',
  'own.dividends': 'Dividends after tax',
  'own.dividendsNote': '{gross} received, {withheld} withheld (in euros)',
  'own.dailyChange':
    'Daily change: not shown. This site has no price feed, so only the prices in your files (and any you type) are known.',
  'own.method': 'Cost basis method',
  'own.method.fifo': 'FIFO (first in, first out)',
  'own.method.average': 'Moving average',
  // Returns
  'own.returns': 'Returns',
  'own.irr.period': 'from {from} to {to}',
  // Holdings
  'own.holdings': 'Your holdings',
  'own.holdingsTable': 'Your holdings table',
  'own.col.instrument': 'Instrument',
  'own.col.shares': 'Shares',
  'own.col.avgPrice': 'Avg price',
  'own.col.cost': 'Cost basis',
  'own.col.price': 'Price',
  'own.col.priceSource': 'Price source',
  'own.col.value': 'Market value',
  'own.col.unrealised': 'Unrealised',
  'own.col.irr': 'IRR per year',
  'own.col.costsElsewhere': 'Costs elsewhere',
  'own.compareCosts': 'Compare at other brokers',
  'own.typePrice.title': 'Type a price',
  'own.typePrice.instrument': 'Instrument',
  'own.typePrice.price': 'Price per share in euros',
  'own.typePrice.submit': 'Use this price',
  'own.typePrice.note':
    'A price you type is dated today and used instead of your last trade price; a closing price from a Portfolio export still comes first.',
  // Money by year
  'own.dividendsByYear': 'Dividends and tax withheld per year',
  'own.dividendsTable': 'Dividends per year table',
  'own.col.year': 'Year',
  'own.col.currency': 'Currency',
  'own.col.gross': 'Gross',
  'own.col.withheld': 'Tax withheld',
  'own.col.net': 'Net',
  'own.col.inEuros': 'Gross / withheld in euros',
  'own.noEuro': 'no exchange rate in your files',
  'own.fees': 'Fees per year and kind',
  'own.feesTable': 'Fees per year table',
  'own.col.kind': 'Kind',
  'own.col.amount': 'Amount',
  'own.fee.transaction': 'Transaction costs',
  'own.fee.conversion': 'Currency conversion (AutoFX)',
  'own.fee.connectivity': 'Exchange connection fee',
  'own.fee.transaction-tax': 'Transaction tax',
  'own.fee.other': 'Other costs',
  'own.feesCompare':
    'What would these trades have cost at other brokers? Mijn kosten ranks every broker for the same orders.',
  'own.feesCompareLink': 'Compare in Mijn kosten',
  'own.cash': 'Deposits and withdrawals',
  'own.cashTable': 'Deposits and withdrawals table',
  'own.col.deposits': 'Deposited',
  'own.col.withdrawals': 'Withdrawn',
  'own.noCash': 'Your files show no deposits or withdrawals (they are in DEGIRO’s Account statement).',
  // Allocation
  'own.allocation': 'Allocation',
  'own.allocation.instrument': 'By instrument',
  'own.allocation.currency': 'By currency',
  'own.allocation.region': 'By region',
  'own.allocation.assetClass': 'By asset class',
  'own.allocation.unknown': 'Not in our ETF list',
  'own.allocation.etf': 'ETF',
  // History
  'own.history': 'Transaction history',
  'own.historyTable': 'Transaction history table',
  'own.col.date': 'Date',
  'own.col.type': 'Type',
  'own.col.file': 'File',
  'own.kind.buy': 'Buy',
  'own.kind.sell': 'Sell',
  'own.kind.dividend': 'Dividend',
  'own.kind.withholding': 'Tax withheld',
  'own.kind.fee': 'Fee',
  'own.kind.deposit': 'Deposit',
  'own.kind.withdrawal': 'Withdrawal',
  'own.kind.split': 'Split',
  'own.kind.isin-change': 'ISIN change',
  'own.kind.transfer': 'Transfer',
  'own.splitFactor': '× {factor}',
  'own.isinChange': 'to {isin}',
  'own.historyShown': 'The latest {shown} of {count} lines.',
  'own.problems': 'Check your files',
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
