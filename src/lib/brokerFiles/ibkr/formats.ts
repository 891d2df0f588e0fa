// IBKR's Activity Statement and Transaction History (one reader: the section tells them apart), and its Flex Query
// as CSV or XML.
import type { CsvFormat, TextFormat } from '../registry.ts';
import { readIbkrFlexCsv, readIbkrFlexXml } from './flex.ts';
import { isIbkrFlexXml } from './flexBlocks.ts';
import { recogniseIbkrFlex, recogniseIbkrStatement } from './recognise.ts';
import { readIbkrStatement } from './statement.ts';

export const ibkrStatement: CsvFormat = {
  kind: 'csv',
  broker: 'ibkr',
  recognise: recogniseIbkrStatement,
  read: (header, rows, _recognised, context) => readIbkrStatement(header, rows, context),
};

export const ibkrFlex: CsvFormat = {
  kind: 'csv',
  broker: 'ibkr',
  recognise: recogniseIbkrFlex,
  read: (header, rows, _recognised, context) => readIbkrFlexCsv(header, rows, context),
};

export const ibkrFlexXml: TextFormat = {
  kind: 'text',
  broker: 'ibkr',
  format: 'ibkr-flex',
  recognise: isIbkrFlexXml,
  read: readIbkrFlexXml,
};
