// Trade Republic's own export, and pytr's `export_transactions`.
import type { CsvFormat } from '../registry.ts';
import { readExport } from './export.ts';
import { readPytr } from './pytr.ts';
import { recognisePytr, recogniseTradeRepublic } from './recognise.ts';

export const tradeRepublic: CsvFormat = {
  kind: 'csv',
  broker: 'trade-republic',
  recognise: recogniseTradeRepublic,
  read: (header, rows, _recognised, context) => readExport(header, rows, context),
};

export const pytr: CsvFormat = {
  kind: 'csv',
  broker: 'trade-republic',
  recognise: recognisePytr,
  read: (header, rows, _recognised, context) => readPytr(header, rows, context),
};
