// Saxo's Transactions report and account statement, as CSV or as a workbook of one sheet or one per account.
import { recogniseSaxoAccount, recogniseSaxoTransactions } from './recognise.ts';
import { parseSaxoTransactions } from '../../exports/saxo.ts';
import { parseSaxoAccount } from '../../exports/saxoAccount.ts';
import { readSaxoWorkbookCosts, saxoReportSheets } from '../../exports/workbook.ts';
import { readSaxo } from '../../portfolio/readers/saxo.ts';
import { readSaxoAccount } from '../../portfolio/readers/saxoAccount.ts';
import type { CsvFormat, WorkbookFormat } from '../registry.ts';
import { bothReadings } from '../transitional.ts';

export const saxoTransactions: CsvFormat = {
  kind: 'csv',
  broker: 'saxo',
  recognise: recogniseSaxoTransactions,
  read: (header, rows, _recognised, { source }) =>
    bothReadings(parseSaxoTransactions(header, rows), readSaxo(header, rows, source)),
};

export const saxoAccount: CsvFormat = {
  kind: 'csv',
  broker: 'saxo',
  recognise: recogniseSaxoAccount,
  read: (header, rows, _recognised, { source }) =>
    bothReadings(parseSaxoAccount(header, rows), readSaxoAccount(header, rows, source)),
};

export const saxoWorkbook: WorkbookFormat = {
  kind: 'workbook',
  broker: 'saxo',
  read: (bytes, { source, progress }) => {
    const costs = readSaxoWorkbookCosts(bytes, progress);
    const opened = saxoReportSheets(bytes);
    if (!opened.ok) return opened;
    const format = opened.reports[0]?.kind === 'account' ? ('saxo-account' as const) : ('saxo-transactions' as const);
    const read = format === 'saxo-account' ? readSaxoAccount : readSaxo;
    const parts = opened.reports.map(({ header, rows, offset }) => read(header, rows, source, offset));
    const records = {
      records: parts.flatMap((part) => part.records),
      skippedLines: parts.flatMap((part) => part.skippedLines),
      format,
    };
    if (!costs.ok && costs.problem !== 'no-rows') return costs;
    return { ok: true, read: bothReadings(costs.ok ? costs.parsed : null, records) };
  },
};
