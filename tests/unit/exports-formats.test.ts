// The exports readers really have (DEGIRO's are in tests/unit/brokerFiles/degiro.test.ts): Trading 212's column sets since 2021 and a pound account, pytr, and the rules that keep a total
// from being silently wrong. Expected figures are added up by hand from the fixture rows.
import { describe, expect, it } from 'vitest';
import { recogniseFile } from '../../src/lib/brokerFiles/read';
import { decodeExport, encodingOf } from '../../src/lib/brokerFiles/shared/encoding';
import { MAX_DATA_ROWS } from '../../src/lib/brokerFiles/shared/limits';
import { problemText, readAsText, referenceRateText } from '../../src/lib/exports/messages';
import { readNumber } from '../../src/lib/brokerFiles/shared/numbers';
import { summarizePaid } from '../../src/lib/exports/paid';
import { countDataLines, delimiterOf, normalizeLineEndings } from '../../src/lib/brokerFiles/shared/csv';
import { parseExportText } from '../../src/lib/exports/parse';
import { priceOrders } from '../../src/lib/exports/pricing';
import type { ExportOrder, ParsedExport } from '../../src/lib/exports/types';
import { fixture, parsedFixture, parsedText } from '../support/exportFixtures';

const degiroTotal = (orders: readonly ExportOrder[]) => priceOrders(orders).brokers.find((b) => b.id === 'degiro')!;
const parse = (text: string): ParsedExport => parsedText(text);

describe('Trading 212: every column set since 2021', () => {
  it('2021: currency in the column names, Finra fee paid', () => {
    const parsed = parsedFixture('trading212-2021.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueUsd, o.usdPerEur])).toEqual([
      ['us', 260, 1.2],
      ['us', 125, 1.25],
      ['euronext', 0, null],
    ]);
    expect(summarizePaid([parsed])).toMatchObject({ conversion: 0.48, transaction: 0.01 });
  });

  it('2023: stamp duty and French transaction tax on a line of their own, never broker costs', () => {
    const paid = summarizePaid([parsedFixture('trading212-2023.csv')]);
    expect(paid.transactionTax).toBeCloseTo(0.9 + 1.37, 9);
    expect(paid.conversion).toBeCloseTo(0.76, 9);
    expect(paid.total).toBeCloseTo(0.76, 9);
  });

  it("current: 'Time (UTC)' with offsets, Notes and ID up front, a BOM; 'Not available' and a negative rate", () => {
    const parsed = parsedFixture('trading212-2025.csv');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.date, o.market, o.valueEur, o.usdPerEur])).toEqual([
      ['2025-01-06', 'euronext', 300, null],
      // A negative rate is no rate: the order converts at the reference rate.
      ['2025-01-07', 'us', 280 / 1.1, null],
      ['2025-02-10', 'us', 230 / 1.04, 1.04],
    ]);
    const pricing = priceOrders(parsed.orders);
    expect(pricing.atReferenceRate).toBe(1);
    expect(referenceRateText(pricing.atReferenceRate)).toContain(
      '1 Amerikaanse order had in je bestand geen bruikbare wisselkoers',
    );
    // The dollar order without a usable rate is priced at $1,10 per euro: DEGIRO €2 + $0,70 / 1,10.
    const degiro = degiroTotal(parsed.orders);
    expect(degiro.total).toBeCloseTo(3 + 2 + 0.7 / 1.1 + 2 + 0.575 / 1.04, 9);
  });

  it('a pound account: its amounts named in pounds, never added as euros; dollar orders at the reference rate', () => {
    const parsed = parsedFixture('trading212-gbp.csv');
    expect(parsed.orders.map((o) => [o.market, o.valueEur, o.valueUsd, o.usdPerEur])).toEqual([
      ['other', 0, 0, null],
      ['us', 340 / 1.1, 340, null],
      ['euronext', 850, 0, null],
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.total).toBe(0);
    expect(paid.transactionTax).toBe(0);
    expect(paid.leftOut.map((l) => [l.currency, l.lines])).toEqual([['GBP', 3]]);
    expect(paid.leftOut[0]!.fees).toBeCloseTo(1.49, 9);
    expect(priceOrders(parsed.orders).atReferenceRate).toBe(1);
  });
});

describe('Trade Republic and pytr', () => {
  it("Trade Republic's own fx_rate is the order's rate", () => {
    const header = fixture('trade-republic.csv').split('\n')[0]!;
    const parsed = parse(
      `${header}\n"2024-06-03T15:31:00.000Z","2024-06-03","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","2","200.00","-370.37","-1.00","","USD","","","1.08","Koop Apple","tr-0100"`,
    );
    expect(parsed.orders[0]).toMatchObject({ market: 'us', valueUsd: 400, usdPerEur: 1.08 });
    expect(parsed.orders[0]!.valueEur).toBeCloseTo(400 / 1.08, 9);
  });

  it('pytr in German: localised numbers, a savings-plan execution, net values back to order values', () => {
    const parsed = parsedFixture('pytr-de.csv');
    expect(readAsText(parsed)).toBe('gelezen als pytr-export van Trade Republic (Duits), 3 orders');
    expect(parsed.orders.map((o) => [o.date, o.shares, o.valueEur])).toEqual([
      ['2024-02-20', 60, expect.closeTo(3001.8, 9)],
      ['2024-07-02', 0.5612, expect.closeTo(50, 9)],
      // A sell: €94,76 received + €1 fee + €3,18 tax.
      ['2025-03-14', 17, expect.closeTo(98.94, 9)],
    ]);
    const paid = summarizePaid([parsed]);
    expect(paid.years.map((y) => [y.year, y.transaction])).toEqual([
      [2024, 1],
      [2025, 1],
    ]);
    expect(paid).toMatchObject({ dividends: 2.24, dividendTax: 0.78 });
    expect(parsed.otherRows).toBe(1);
  });

  it('pytr in Dutch with plain numbers', () => {
    const parsed = parsedFixture('pytr-nl.csv');
    expect(readAsText(parsed)).toBe('gelezen als pytr-export van Trade Republic (Nederlands), 2 orders');
    expect(parsed.orders.map((o) => o.valueEur)).toEqual([1000, 500]);
    expect(summarizePaid([parsed])).toMatchObject({ transaction: 2, dividends: 1.2, dividendTax: 0.18 });
    // Trade Republic charges €1 an order in the model.
    expect(priceOrders(parsed.orders).brokers.find((b) => b.id === 'trade-republic')!.total).toBe(2);
  });
});

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
