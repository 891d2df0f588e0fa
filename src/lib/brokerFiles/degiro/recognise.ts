// Which DEGIRO file a CSV is, from the shape of its header and a data row's date: DEGIRO writes its header in the
// account's language, so its files are recognised by where the unnamed currency cells and the Order ID stand. The
// header's words only tell which language the report names.
import type { ExportLanguage } from '../../exports/types.ts';
import type { Recognised } from '../registry.ts';
import { parseDayMonthYear } from '../shared/dates.ts';
import { namedPart, normalizeHeader } from '../shared/header.ts';
import { datesFit, type Row } from '../shared/rows.ts';
import { PORTFOLIO_COLUMNS } from './columns.ts';

const unnamedPositions = (header: readonly string[]): string =>
  header.flatMap((cell, index) => (cell === '' ? [index] : [])).join(',');

/** DEGIRO's layouts by shape: the number of columns up to the Order ID, and where the unnamed ones stand. */
const DEGIRO_SHAPES: readonly {
  readonly format: Recognised['format'];
  readonly layout?: Recognised['layout'];
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

/** A DEGIRO Transactions file or Account statement, by shape (the Portfolio export: isDegiroPortfolioHeader). */
export function recogniseDegiro(header: readonly string[], rows: readonly Row[]): Recognised | null {
  const named = namedPart(normalizeHeader(header));
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

/** Recognised by shape: seven columns, the sixth unnamed, the second naming 'ISIN' whatever the language. */
export function isDegiroPortfolioHeader(header: readonly string[]): boolean {
  const named = normalizeHeader(header);
  while (named.length > 0 && named.at(-1) === '' && named.length > 7) named.pop();
  return (
    named.length === 7 &&
    named[5] === '' &&
    named.every((cell, index) => index === 5 || cell !== '') &&
    /isin/.test(named[PORTFOLIO_COLUMNS.symbol]!)
  );
}
