// IBKR's Activity Statement and Transaction History (one reader: the section tells them apart), and its Flex Query
// as CSV or XML.
import { recogniseIbkrFlex, recogniseIbkrStatement } from './recognise.ts';
import { parseIbkrStatement } from '../../exports/ibkrActivity.ts';
import { parseIbkrFlex } from '../../exports/ibkrFlex.ts';
import { isIbkrFlexXml, readIbkrFlex, readIbkrFlexXml } from '../../portfolio/readers/ibkrFlex.ts';
import { readIbkrStatement } from '../../portfolio/readers/ibkrStatement.ts';
import type { CsvFormat, TextFormat } from '../registry.ts';
import { bothReadings } from '../transitional.ts';

export const ibkrStatement: CsvFormat = {
  kind: 'csv',
  broker: 'ibkr',
  recognise: recogniseIbkrStatement,
  read: (header, rows, _recognised, { source, day }) =>
    bothReadings(parseIbkrStatement(header, rows), readIbkrStatement(header, rows, source, day)),
};

export const ibkrFlex: CsvFormat = {
  kind: 'csv',
  broker: 'ibkr',
  recognise: recogniseIbkrFlex,
  read: (header, rows, _recognised, { source, day }) =>
    bothReadings(parseIbkrFlex(header, rows), readIbkrFlex(header, rows, source, day)),
};

export const ibkrFlexXml: TextFormat = {
  kind: 'text',
  broker: 'ibkr',
  format: 'ibkr-flex',
  recognise: isIbkrFlexXml,
  read: (text, { source, day }) => bothReadings(null, { ...readIbkrFlexXml(text, source, day), format: 'ibkr-flex' }),
};
