// DEGIRO's Transactions file, Account statement and Portfolio export.
import { parseDegiroAccount } from '../../exports/degiroAccount.ts';
import { parseDegiroTransactions } from '../../exports/degiroTransactions.ts';
import { recogniseDegiro } from './recognise.ts';
import { readDegiroAccount } from '../../portfolio/readers/degiroAccount.ts';
import { isDegiroPortfolioHeader, readDegiroPortfolioQuotes } from '../../portfolio/readers/degiroPortfolio.ts';
import { readDegiroTransactions } from '../../portfolio/readers/degiroTransactions.ts';
import type { CsvFormat } from '../registry.ts';
import { bothReadings } from '../transitional.ts';

export const degiroTransactions: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header, rows) => {
    const found = recogniseDegiro(header, rows);
    return found?.format === 'degiro-transactions' ? found : null;
  },
  read: (header, rows, recognised, { source, progress }) =>
    bothReadings(
      parseDegiroTransactions(header, rows, recognised.layout, progress),
      readDegiroTransactions(rows, recognised.layout ?? 'current', source),
    ),
};

export const degiroAccount: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header, rows) => {
    const found = recogniseDegiro(header, rows);
    return found?.format === 'degiro-account' ? found : null;
  },
  read: (header, rows, _recognised, { source, progress }) =>
    bothReadings(parseDegiroAccount(header, rows, progress), readDegiroAccount(rows, source)),
};

export const degiroPortfolio: CsvFormat = {
  kind: 'csv',
  broker: 'degiro',
  recognise: (header) => (isDegiroPortfolioHeader(header) ? { format: 'degiro-portfolio' } : null),
  read: (_header, rows, _recognised, { day }) =>
    bothReadings(null, { ...readDegiroPortfolioQuotes(rows, day), format: 'degiro-portfolio' }),
};
