// Trading 212's history export.
import type { CsvFormat } from '../registry.ts';
import { readHistory } from './history.ts';
import { recogniseTrading212 } from './recognise.ts';

export const trading212: CsvFormat = {
  kind: 'csv',
  broker: 'trading-212',
  recognise: recogniseTrading212,
  read: (header, rows, _recognised, context) => readHistory(header, rows, context),
};
