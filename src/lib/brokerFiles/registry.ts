// Every file format the site reads, once: its broker (the id of src/data/brokerList.ts) and the recognise and read
// functions it imports from its broker's folder. It names no header, section or column: those live in the broker's
// folder only. The front door (read.ts) tries the formats of a file's kind in this order, so a format that another's
// shape could be mistaken for comes first (IBKR's statements hold every other header as data; pytr's positional
// columns come last).
import type { BrokerId } from '../../data/brokerList.ts';
import type { DegiroLayout, ExportLanguage, ExportProblem } from '../exports/types.ts';
import { degiroAccount, degiroPortfolio, degiroTransactions } from './degiro/formats.ts';
import { ibkrFlex, ibkrFlexXml, ibkrStatement } from './ibkr/formats.ts';
import type { BrokerFileFormat, Ledger, ReadContext } from './ledger.ts';
import { saxoAccount, saxoTransactions, saxoWorkbook } from './saxo/formats.ts';
import type { Row } from './shared/rows.ts';
import { pytr, tradeRepublic } from './traderepublic/formats.ts';
import { trading212 } from './trading212/formats.ts';

/** What recognising a file told: its format, and where the format has them, its layout and language. */
export interface Recognised {
  readonly format: BrokerFileFormat;
  readonly layout?: DegiroLayout;
  readonly language?: ExportLanguage;
}

/** What a reader gives: the ledger without its broker, which the registry knows. */
export type LedgerRead = Omit<Ledger, 'broker'>;

/** A CSV format: recognised by its header (and first rows), read from its rows. */
export interface CsvFormat {
  readonly kind: 'csv';
  readonly broker: BrokerId;
  readonly recognise: (header: readonly string[], rows: readonly Row[]) => Recognised | null;
  readonly read: (
    header: readonly string[],
    rows: readonly Row[],
    recognised: Recognised,
    context: ReadContext,
  ) => LedgerRead;
}

/** A format read from the whole text (IBKR's Flex Query as XML). */
export interface TextFormat {
  readonly kind: 'text';
  readonly broker: BrokerId;
  readonly format: BrokerFileFormat;
  readonly recognise: (text: string) => boolean;
  readonly read: (text: string, context: ReadContext) => LedgerRead;
}

/** A workbook (.xlsx) format: it finds its own sheets, or says why the workbook is none of its reports. */
export interface WorkbookFormat {
  readonly kind: 'workbook';
  readonly broker: BrokerId;
  readonly read: (
    bytes: Uint8Array,
    context: ReadContext,
  ) => { readonly ok: true; readonly read: LedgerRead } | { readonly ok: false; readonly problem: ExportProblem };
}

export const TEXT_FORMATS: readonly TextFormat[] = [ibkrFlexXml];

export const CSV_FORMATS: readonly CsvFormat[] = [
  ibkrStatement,
  ibkrFlex,
  saxoTransactions,
  saxoAccount,
  trading212,
  tradeRepublic,
  degiroPortfolio,
  degiroTransactions,
  degiroAccount,
  pytr,
];

export const WORKBOOK_FORMATS: readonly WorkbookFormat[] = [saxoWorkbook];

/** The broker of every format. */
export const FORMAT_BROKER: Readonly<Record<BrokerFileFormat, BrokerId>> = {
  'degiro-transactions': 'degiro',
  'degiro-account': 'degiro',
  'degiro-portfolio': 'degiro',
  trading212: 'trading-212',
  'trade-republic': 'trade-republic',
  pytr: 'trade-republic',
  'ibkr-activity': 'ibkr',
  'ibkr-history': 'ibkr',
  'ibkr-flex': 'ibkr',
  'saxo-transactions': 'saxo',
  'saxo-account': 'saxo',
};
