// DEGIRO's Transactions file, Account statement and Portfolio export: each read once, by its own reader, into the
// ledger.
import type { CsvFormat } from '../registry.ts';
import { readDegiroAccount } from './account.ts';
import { readDegiroPortfolio } from './portfolio.ts';
import { isDegiroPortfolioHeader, recogniseDegiro } from './recognise.ts';
import { readDegiroTransactions } from './transactions.ts';

export const degiroTransactions: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header, rows) => {
    const found = recogniseDegiro(header, rows);
    return found?.format === 'degiro-transactions' ? found : null;
  },
  read: (_header, rows, recognised, context) => readDegiroTransactions(rows, recognised.layout ?? 'current', context),
};

export const degiroAccount: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header, rows) => {
    const found = recogniseDegiro(header, rows);
    return found?.format === 'degiro-account' ? found : null;
  },
  read: (_header, rows, _recognised, context) => readDegiroAccount(rows, context),
};

export const degiroPortfolio: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header) => (isDegiroPortfolioHeader(header) ? { format: 'degiro-portfolio' } : null),
  read: (_header, rows, _recognised, context) => readDegiroPortfolio(rows, context),
};
