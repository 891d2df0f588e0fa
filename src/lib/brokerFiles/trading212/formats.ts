// Trading 212's history export.
import { recogniseTrading212 } from './recognise.ts';
import { parseTrading212 } from '../../exports/trading212.ts';
import { readTrading212 } from '../../portfolio/readers/trading212.ts';
import type { CsvFormat } from '../registry.ts';
import { bothReadings } from '../transitional.ts';

export const trading212: CsvFormat = {
  kind: 'csv',
  broker: 'trading-212',
  recognise: recogniseTrading212,
  read: (header, rows, _recognised, { source, progress }) =>
    bothReadings(parseTrading212(header, rows, progress), readTrading212(header, rows, source)),
};
