// Which export a file is, decided from the shape of its header (and first rows), never from its name:
// readers rename downloads. DEGIRO writes its header in the account's language, so its files are
// recognised by where the unnamed currency cells and the Order ID stand, and a data row's date;
// Trading 212 and Trade Republic's own export by their (English) column names; pytr's CSV by its
// columns' positions. The header's words only tell which language the report names.
import { parseDayMonthYear, parseIsoDate } from '../brokerFiles/shared/dates.ts';
import { hasColumns, normalizeHeader } from '../brokerFiles/shared/header.ts';
import { isIbkrFlex } from './ibkrFlex.ts';
import { isIbkrStatement } from './ibkrSections.ts';
import { isSaxoHeader } from './saxo.ts';
import { isSaxoAccountHeader } from './saxoAccount.ts';
import { isBlankRow, type Row } from '../brokerFiles/shared/rows.ts';
import type { DegiroLayout, ExportFormat, ExportLanguage } from './types.ts';

export interface DetectedExport {
  readonly format: ExportFormat;
  readonly layout?: DegiroLayout;
  readonly language?: ExportLanguage;
}

/** The header without the empty cells it may end with (DEGIRO's trailing unnamed column). */
function namedPart(header: readonly string[]): readonly string[] {
  let end = header.length;
  while (end > 0 && header[end - 1] === '') end -= 1;
  return header.slice(0, end);
}

const unnamedPositions = (header: readonly string[]): string =>
  header.flatMap((cell, index) => (cell === '' ? [index] : [])).join(',');

/** DEGIRO's layouts by shape: the number of columns up to the Order ID, and where the unnamed ones stand. */
const DEGIRO_SHAPES: readonly {
  readonly format: ExportFormat;
  readonly layout?: DegiroLayout;
  readonly length: number;
  readonly unnamed: string;
}[] = [
  // Datum,Uhrzeit,Produkt,ISIN,Referenzbörse,Anzahl,,Kurs,,Wert in Lokalwährung,,Wert,Wechselkurs,,Transaktionskost,,Gesamt,Order-ID
  { format: 'degiro-transactions', layout: '2020', length: 18, unnamed: '6,8,10,13,15' },
  // Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde,,Wisselkoers,Transactiekosten en/of,,Totaal,,Order ID
  { format: 'degiro-transactions', layout: 'old', length: 19, unnamed: '8,10,12,15,17' },
  // Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde EUR,Wisselkoers,AutoFX Kosten,Transactiekosten … EUR,Totaal EUR,Order ID,
  { format: 'degiro-transactions', layout: 'current', length: 17, unnamed: '8,10' },
  // Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id
  { format: 'degiro-account', length: 12, unnamed: '8,10' },
];

/** The first few data rows: enough to check a date column without reading the whole file. */
function firstDataRows(rows: readonly Row[], count = 5): Row[] {
  const found: Row[] = [];
  for (const row of rows) {
    if (found.length === count) break;
    if (!isBlankRow(row)) found.push(row);
  }
  return found;
}

/** Rows that exist must show the format's date in column 0 (a wrapped DEGIRO description row may not). */
function datesFit(rows: readonly Row[], parse: (cell: string) => string | null): boolean {
  const sample = firstDataRows(rows);
  return sample.length === 0 || sample.some((row) => parse(row[0] ?? '') !== null);
}

/** Words of DEGIRO's time and product columns per language (both layouts and the statement). */
const DEGIRO_WORDS: readonly { readonly language: ExportLanguage; readonly time: string; readonly product: string }[] =
  [
    { language: 'nl', time: 'tijd', product: 'product' },
    { language: 'en', time: 'time', product: 'product' },
    { language: 'de', time: 'uhrzeit', product: 'produkt' },
    { language: 'fr', time: 'heure', product: 'produit' },
    { language: 'es', time: 'hora', product: 'producto' },
    { language: 'pt', time: 'hora', product: 'produto' },
    { language: 'it', time: 'ora', product: 'prodotto' },
    { language: 'pl', time: 'czas', product: 'produkt' },
  ];

function degiroLanguage(header: readonly string[], productColumn: number): ExportLanguage | undefined {
  const time = header[1] ?? '';
  const product = header[productColumn] ?? '';
  const both = DEGIRO_WORDS.find((w) => w.time === time && w.product === product);
  if (both) return both.language;
  const byTime = DEGIRO_WORDS.filter((w) => w.time === time);
  return byTime.length === 1 ? byTime[0]!.language : undefined;
}

function detectDegiro(header: readonly string[], rows: readonly Row[]): DetectedExport | null {
  const named = namedPart(header);
  const unnamed = unnamedPositions(named);
  const shape = DEGIRO_SHAPES.find((s) => s.length === named.length && s.unnamed === unnamed);
  if (!shape || !datesFit(rows, parseDayMonthYear)) return null;
  const language = degiroLanguage(named, shape.format === 'degiro-account' ? 3 : 2);
  return {
    format: shape.format,
    ...(shape.layout ? { layout: shape.layout } : {}),
    ...(language ? { language } : {}),
  };
}

/** pytr's type column name per language. */
const PYTR_TYPE_WORDS: Readonly<Record<string, ExportLanguage>> = { typ: 'de', transactietype: 'nl', type: 'en' };

/**
 * pytr's `export_transactions`: Date;Type;Value;Note;ISIN;Shares;Fees;Taxes (newer versions add
 * ISIN2;Shares2), in the language pytr ran in. Recognised by the ISIN column's place and the count.
 */
function detectPytr(header: readonly string[], rows: readonly Row[]): DetectedExport | null {
  const named = namedPart(header);
  const fits =
    named[4] === 'isin' &&
    (named.length === 8 || (named.length === 10 && named[8] === 'isin2')) &&
    named.slice(0, 8).every((cell) => cell !== '');
  if (!fits || !datesFit(rows, parseIsoDate)) return null;
  const language = PYTR_TYPE_WORDS[named[1]!];
  return { format: 'pytr', ...(language ? { language } : {}) };
}

/** Trading 212 and Trade Republic's own export name their columns in English whatever the account. */
const NAMED_SIGNATURES: readonly { readonly format: ExportFormat; readonly columns: readonly (readonly string[])[] }[] =
  [
    {
      format: 'trading212',
      columns: [['action'], ['time', 'time (utc)'], ['no. of shares'], ['price / share']],
    },
    {
      format: 'trade-republic',
      columns: [['datetime'], ['type'], ['shares'], ['price'], ['amount'], ['fee'], ['currency']],
    },
  ];

/** IBKR's statements by their English structure markers, its Flex queries by their field names (ibkr*.ts). */
function detectIbkr(header: readonly string[], rows: readonly Row[]): DetectedExport | null {
  if (isIbkrStatement(header, rows)) return { format: 'ibkr-activity' };
  return isIbkrFlex(header, rows) ? { format: 'ibkr-flex', language: 'en' } : null;
}

export function detectExport(header: readonly string[], rows: readonly Row[] = []): DetectedExport | null {
  const ibkr = detectIbkr(header, rows);
  if (ibkr) return ibkr;
  const normalized = normalizeHeader(header);
  const saxo = isSaxoHeader(normalized);
  if (saxo) return { format: 'saxo-transactions', language: saxo };
  const saxoAccount = isSaxoAccountHeader(normalized);
  if (saxoAccount) return { format: 'saxo-account', language: saxoAccount };
  const named = NAMED_SIGNATURES.find((signature) => hasColumns(normalized, signature.columns));
  if (named) return { format: named.format };
  return detectDegiro(normalized, rows) ?? detectPytr(normalized, rows);
}

export function detectExportFormat(header: readonly string[], rows: readonly Row[] = []): ExportFormat | null {
  return detectExport(header, rows)?.format ?? null;
}
