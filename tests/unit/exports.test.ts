// Reading broker exports: format and number-style detection, each supported export from fixtures in
// tests/fixtures/brokerFiles, and the bad input cases. Expected figures are added up by hand from the
// fixture rows.
import { describe, expect, it } from 'vitest';
import { recogniseFile } from '../../src/lib/brokerFiles/read';
import { lineList, notComparedText, skippedLinesText } from '../../src/lib/exports/messages';
import { detectNumberStyle, numberStyleOf, parseDecimal } from '../../src/lib/brokerFiles/shared/numbers';
import { parseDayMonthYear, parseIsoDate } from '../../src/lib/brokerFiles/shared/dates';
import { parseExportText } from '../../src/lib/exports/parse';
import { fixture } from '../support/exportFixtures';

const headerOf = (name: string): string[] => fixture(name).split('\n')[0]!.split(',');

describe('number style', () => {
  it('reads what a single cell can tell', () => {
    expect(numberStyleOf('-1.166,67')).toBe('comma-decimal');
    expect(numberStyleOf('1,166.67')).toBe('dot-decimal');
    expect(numberStyleOf('102,50')).toBe('comma-decimal');
    expect(numberStyleOf('375.00')).toBe('dot-decimal');
    expect(numberStyleOf('1,0400')).toBe('comma-decimal');
    expect(numberStyleOf('0,125')).toBe('comma-decimal');
    expect(numberStyleOf('1.000.000')).toBe('comma-decimal');
    expect(numberStyleOf('1,250')).toBeNull();
    expect(numberStyleOf('1.250')).toBeNull();
    expect(numberStyleOf('12')).toBeNull();
    expect(numberStyleOf('EUR')).toBeNull();
  });

  it('follows the majority of the data and falls back only when nothing tells', () => {
    expect(detectNumberStyle(['10', '1.250', '95,00'], 'dot-decimal')).toBe('comma-decimal');
    expect(detectNumberStyle(['10', '1,250', '95.00'], 'comma-decimal')).toBe('dot-decimal');
    expect(detectNumberStyle(['10', '1,250'], 'comma-decimal')).toBe('comma-decimal');
    expect(detectNumberStyle([], 'dot-decimal')).toBe('dot-decimal');
  });

  it('parses both styles strictly', () => {
    expect(parseDecimal('-1.166,67', 'comma-decimal')).toBe(-1166.67);
    expect(parseDecimal('1,166.67', 'dot-decimal')).toBe(1166.67);
    expect(parseDecimal('1.250', 'comma-decimal')).toBe(1250);
    expect(parseDecimal('1.250', 'dot-decimal')).toBe(1.25);
    expect(parseDecimal(' -0,50 ', 'comma-decimal')).toBe(-0.5);
    expect(parseDecimal('abc', 'comma-decimal')).toBeNull();
    expect(parseDecimal('1,2,3', 'dot-decimal')).toBeNull();
    expect(parseDecimal('', 'dot-decimal')).toBeNull();
    expect(parseDecimal('1e400', 'dot-decimal')).toBeNull();
  });
});

describe('dates', () => {
  it('reads DEGIRO and ISO dates and refuses days that do not exist', () => {
    expect(parseDayMonthYear('05-07-2022')).toBe('2022-07-05');
    expect(parseDayMonthYear('31-02-2025')).toBeNull();
    expect(parseDayMonthYear('2025-01-02')).toBeNull();
    expect(parseIsoDate('2024-01-05 15:31:02')).toBe('2024-01-05');
    expect(parseIsoDate('2024-02-01T09:30:12.000Z')).toBe('2024-02-01');
    expect(parseIsoDate('2024-13-01')).toBeNull();
  });
});

describe('format detection from the header', () => {
  it.each([
    ['degiro-transacties-oud-nl.csv', 'degiro-transactions'],
    ['degiro-transactions-old-en.csv', 'degiro-transactions'],
    ['degiro-transacties-nieuw-nl.csv', 'degiro-transactions'],
    ['degiro-transactions-current-en.csv', 'degiro-transactions'],
    ['degiro-rekeningoverzicht-nl.csv', 'degiro-account'],
    ['degiro-account-en.csv', 'degiro-account'],
    ['trading212-met-valutakosten.csv', 'trading212'],
    ['trading212-zonder-valutakosten.csv', 'trading212'],
    ['trade-republic.csv', 'trade-republic'],
  ])('%s is %s', (name, format) => {
    expect(recogniseFile(headerOf(name).map((c) => c.replace(/^"|"$/g, '')))?.format).toBe(format);
  });

  it('recognises no other file, whatever its name', () => {
    expect(recogniseFile(headerOf('geen-export.csv'))).toBeNull();
    expect(recogniseFile(['Datum', 'Omschrijving'])).toBeNull();
  });
});

describe('bad input', () => {
  it('empty text, an unknown header, a header without rows', () => {
    expect(parseExportText('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseExportText(' \n\n')).toEqual({ ok: false, problem: 'empty' });
    expect(parseExportText(fixture('geen-export.csv'))).toEqual({ ok: false, problem: 'unknown' });
    expect(parseExportText('\u0000\u0001binary')).toEqual({ ok: false, problem: 'unknown' });
    const headerOnly = `${fixture('trade-republic.csv').split('\n')[0]}\n`;
    expect(parseExportText(headerOnly)).toEqual({ ok: false, problem: 'no-rows' });
  });

  it('a row full of garbage never becomes NaN', () => {
    const text = `${fixture('trading212-zonder-valutakosten.csv')}Market buy,2024-05-01 10:00:00,X,X,X,NaN,Infinity,EUR,1,1,EUR,id9\n`;
    const outcome = parseExportText(text);
    expect(outcome.ok && outcome.parsed.skippedLines).toEqual([5]);
  });
});

describe('messages', () => {
  it('names orders not compared and skipped lines in Dutch', () => {
    expect(notComparedText(1, 'Xetra')).toBe('1 order niet vergeleken (Xetra)');
    expect(notComparedText(3, 'Tradegate')).toBe('3 orders niet vergeleken (Tradegate)');
    expect(lineList([7])).toBe('regel 7');
    expect(lineList([3, 5])).toBe('regels 3 en 5');
    expect(lineList([1, 2, 3, 4], 2)).toBe('regels 1, 2 en nog 2');
    expect(skippedLinesText([3, 5])).toBe('2 regels konden niet worden gelezen en tellen niet mee (regels 3 en 5).');
    expect(skippedLinesText([9])).toBe('1 regel kon niet worden gelezen en telt niet mee (regel 9).');
  });
});
