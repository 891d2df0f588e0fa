// Trade Republic's own export, and pytr's `export_transactions`.
import { recognisePytr, recogniseTradeRepublic } from './recognise.ts';
import { parsePytr } from '../../exports/pytr.ts';
import { parseTradeRepublic } from '../../exports/tradeRepublic.ts';
import { readPytr } from '../../portfolio/readers/pytr.ts';
import { readTradeRepublic } from '../../portfolio/readers/tradeRepublic.ts';
import type { CsvFormat } from '../registry.ts';
import { bothReadings } from '../transitional.ts';

export const tradeRepublic: CsvFormat = {
  kind: 'csv',
  broker: 'trade-republic',
  recognise: recogniseTradeRepublic,
  read: (header, rows, _recognised, { source, progress }) =>
    bothReadings(parseTradeRepublic(header, rows, progress), readTradeRepublic(header, rows, source)),
};

export const pytr: CsvFormat = {
  kind: 'csv',
  broker: 'trade-republic',
  recognise: recognisePytr,
  read: (header, rows, _recognised, { source, progress }) =>
    bothReadings(parsePytr(header, rows, progress), readPytr(header, rows, source)),
};
