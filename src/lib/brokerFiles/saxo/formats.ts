// Saxo's Transactions report and account statement, as CSV or as a workbook of one sheet or one per account, each
// read once by its reader in this folder.
import type { CsvFormat, WorkbookFormat } from '../registry.ts';
import { readSaxoAccount } from './account.ts';
import { recogniseSaxoAccount, recogniseSaxoTransactions } from './recognise.ts';
import { readSaxoTransactions } from './transactions.ts';
import { readSaxoWorkbook } from './workbook.ts';

export const saxoTransactions: CsvFormat = {
  kind: 'csv',
  broker: 'saxo',
  recognise: recogniseSaxoTransactions,
  read: (header, rows, _recognised, { source, progress }) => readSaxoTransactions(header, rows, source, progress),
};

export const saxoAccount: CsvFormat = {
  kind: 'csv',
  broker: 'saxo',
  recognise: recogniseSaxoAccount,
  read: (header, rows, _recognised, { source, progress }) => readSaxoAccount(header, rows, source, progress),
};

export const saxoWorkbook: WorkbookFormat = {
  kind: 'workbook',
  broker: 'saxo',
  read: (bytes, { source, progress }) => readSaxoWorkbook(bytes, source, progress),
};
