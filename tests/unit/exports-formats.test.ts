// What the readers have in common: the rules that keep a total from being silently wrong, encodings, line endings and
// separators (each broker's layouts and languages are in tests/unit/brokerFiles/). Expected figures are added up by
// hand from the fixture rows.
import { describe, expect, it } from 'vitest';
import { recogniseFile } from '../../src/lib/brokerFiles/read';
import { decodeExport, encodingOf } from '../../src/lib/brokerFiles/shared/encoding';
import { MAX_DATA_ROWS } from '../../src/lib/brokerFiles/shared/limits';
import { problemText } from '../../src/lib/exports/messages';
import { readNumber } from '../../src/lib/brokerFiles/shared/numbers';
import { countDataLines, delimiterOf, normalizeLineEndings } from '../../src/lib/brokerFiles/shared/csv';
import { parseExportText } from '../../src/lib/exports/parse';
import type { ParsedExport } from '../../src/lib/exports/types';
import { fixture, parsedFixture, parsedText } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

describe('robustness', () => {
  it('a CRLF header with LF rows loses no row', () => {
    const text = fixture('degiro-transacties-oud-nl.csv');
    const [header, ...rest] = text.split('\n');
    const mixed = `${header}\r\n${rest.join('\n')}`;
    expect(parse(mixed).orders).toHaveLength(5);
    expect(parse(text.replace(/\n/g, '\r\n')).orders).toHaveLength(5);
    expect(normalizeLineEndings('a\r\nb\nc\rd')).toBe('a\nb\nc\nd');
  });

  it('the separator comes from the first row', () => {
    expect(delimiterOf('Datum;Typ;Wert;Notiz')).toBe(';');
    expect(delimiterOf('"a;b",c,d')).toBe(',');
    const semicolons = fixture('trading212-zonder-valutakosten.csv').replace(/,/g, ';');
    expect(parse(semicolons).orders).toEqual(parsedFixture('trading212-zonder-valutakosten.csv').orders);
  });

  it('UTF-16 with a byte-order mark is decoded (little and big endian)', () => {
    const text = fixture('degiro-transaktionen-2020-de.csv');
    const le = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const be = new Uint8Array([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    expect(encodingOf(le)).toBe('utf-16le');
    expect(encodingOf(be)).toBe('utf-16be');
    expect(encodingOf(new TextEncoder().encode(text))).toBe('utf-8');
    expect(decodeExport(le)).toBe(text);
    expect(decodeExport(be)).toBe(text);
    expect(parse(decodeExport(le)).orders).toHaveLength(4);
  });

  it(`more than ${MAX_DATA_ROWS} data rows is refused before parsing, with the limit in Dutch`, () => {
    const header = 'Naam,Adres\n';
    const over = header + 'x,y\n'.repeat(MAX_DATA_ROWS + 1);
    expect(countDataLines(over)).toBe(MAX_DATA_ROWS + 1);
    expect(countDataLines(`${header}x,y\n\nx,y`)).toBe(2);
    const started = performance.now();
    expect(parseExportText(over)).toEqual({ ok: false, problem: 'too-many-rows' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problemText('too-many-rows')).toContain('200.000 regels');
    // At the limit it is read (here: not an export, so 'unknown', not refused for its size).
    expect(parseExportText(header + 'x,y\n'.repeat(MAX_DATA_ROWS))).toEqual({ ok: false, problem: 'unknown' });
  });

  it('each number is read by its own form, an ambiguous one by the file’s style', () => {
    expect(readNumber('0,44', 'dot-decimal')).toBe(0.44);
    expect(readNumber('0.51', 'comma-decimal')).toBe(0.51);
    expect(readNumber('-3.002,8', 'dot-decimal')).toBe(-3002.8);
    expect(readNumber('1.250', 'comma-decimal')).toBe(1250);
    expect(readNumber('1.250', 'dot-decimal')).toBe(1.25);
  });

  it('detection never looks at words where the shape decides, and refuses look-alikes', () => {
    expect(recogniseFile(['Naam', 'Adres'])).toBeNull();
    // Right shape, but the first rows have no DEGIRO date: not a DEGIRO file.
    const header = fixture('degiro-transacoes-atual-pt.csv').split('\n')[0]!.split(',');
    expect(recogniseFile(header, [['2024-01-01', 'x']])).toBeNull();
    expect(recogniseFile(header, [['06-02-2024', 'x']])).toMatchObject({
      format: 'degiro-transactions',
      language: 'pt',
    });
  });
});
