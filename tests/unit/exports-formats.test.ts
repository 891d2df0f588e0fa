// The exports readers really have: every DEGIRO layout and language, statement continuation
// rows, Trading 212's column sets since 2021 and a pound account, pytr, and the rules that keep a total
// from being silently wrong. Expected figures are added up by hand from the fixture rows.
import { describe, expect, it } from 'vitest';
import { TARIFFS } from '../../src/data/fees';
import { foldContinuationRows } from '../../src/lib/brokerFiles/degiro/account';
import { weightedRate } from '../../src/lib/brokerFiles/degiro/transactions';
import { recogniseFile } from '../../src/lib/brokerFiles/read';
import { decodeExport, encodingOf } from '../../src/lib/brokerFiles/shared/encoding';
import { MAX_DATA_ROWS } from '../../src/lib/brokerFiles/shared/limits';
import { problemText, readAsText, referenceRateText } from '../../src/lib/exports/messages';
import { readNumber } from '../../src/lib/brokerFiles/shared/numbers';
import { summarizePaid } from '../../src/lib/exports/paid';
import { countDataLines, csvRows, delimiterOf, normalizeLineEndings } from '../../src/lib/brokerFiles/shared/csv';
import { parseExportText } from '../../src/lib/exports/parse';
import { priceOrders } from '../../src/lib/exports/pricing';
import type { ExportOrder, ParsedExport } from '../../src/lib/exports/types';
import { fixture, parsedFixture, parsedText } from '../support/exportFixtures';

const byProduct = (parsed: ParsedExport, product: string): ExportOrder => {
  const order = parsed.orders.find((o) => o.product === product);
  if (!order) throw new Error(`no order ${product}`);
  return order;
};
const degiroTotal = (orders: readonly ExportOrder[]) => priceOrders(orders).brokers.find((b) => b.id === 'degiro')!;
const parse = (text: string): ParsedExport => parsedText(text);

describe('DEGIRO Transactions: three layouts, any language, recognised by shape', () => {
  it.each([
    ['degiro-transaktionen-2020-de.csv', 'gelezen als DEGIRO Transacties (2020, Duits), 4 orders'],
    ['degiro-transactions-2020-fr.csv', 'gelezen als DEGIRO Transacties (2020, Frans), 2 orders'],
    ['degiro-transacciones-2020-es.csv', 'gelezen als DEGIRO Transacties (2020, Spaans), 1 order'],
    ['degiro-transazioni-old-it.csv', 'gelezen als DEGIRO Transacties (oude indeling, Italiaans), 2 orders'],
    ['degiro-transakcje-old-pl.csv', 'gelezen als DEGIRO Transacties (oude indeling, Pools), 1 order'],
    ['degiro-transacties-oud-nl.csv', 'gelezen als DEGIRO Transacties (oude indeling, Nederlands), 5 orders'],
    ['degiro-transacoes-atual-pt.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Portugees), 3 orders'],
    ['degiro-transaktionen-aktuell-de.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Duits), 2 orders'],
    ['degiro-transactions-current-en.csv', 'gelezen als DEGIRO Transacties (huidige indeling, Engels), 3 orders'],
  ])('%s: %s', (name, report) => {
    const parsed = parsedFixture(name);
    expect(parsed.skippedLines).toEqual([]);
    expect(readAsText(parsed)).toBe(report);
  });

  it('the header words do not decide: a header in an unknown language with the same shape is read', () => {
    const text = fixture('degiro-transaktionen-2020-de.csv').replace(/^[^\n]*/, (header) =>
      header
        .split(',')
        .map((cell, index) => (cell === '' ? '' : `kolom${index}`))
        .join(','),
    );
    const parsed = parse(text);
    expect(parsed).toMatchObject({ format: 'degiro-transactions', layout: '2020' });
    expect(parsed.language).toBeUndefined();
    expect(parsed.orders).toHaveLength(4);
    expect(readAsText(parsed)).toBe('gelezen als DEGIRO Transacties (2020), 4 orders');
  });

  it('2020 (German): currency before each amount; a partial fill converts at its fills’ rates weighted by dollars', () => {
    const parsed = parsedFixture('degiro-transaktionen-2020-de.csv');
    expect(byProduct(parsed, 'SAP SE')).toMatchObject({
      market: 'other',
      venue: 'Xetra',
      shares: 30,
      valueEur: 3182.4,
    });
    expect(byProduct(parsed, 'APPLE INC')).toMatchObject({
      market: 'us',
      exchange: 'NDQ',
      valueUsd: 1200,
      valueEur: 1000,
      usdPerEur: 1.2,
    });
    const coca = byProduct(parsed, 'COCA-COLA COMPANY (THE)');
    expect(coca).toMatchObject({ market: 'us', exchange: 'NSY', shares: 30, valueUsd: 1500 });
    // ($1.000 × 1,25 + $500 × 1,20) / $1.500 = 1,2333…
    expect(coca.usdPerEur).toBeCloseTo(1850 / 1500, 12);
    expect(byProduct(parsed, 'ASML HOLDING')).toMatchObject({ market: 'euronext', valueEur: 600 });
    // 2,60 + 0,54 + 0,52 + 2,04
    expect(summarizePaid([parsed]).years).toEqual([
      expect.objectContaining({ year: 2020, transaction: 5.7, orders: 4 }),
    ]);
    expect(summarizePaid([parsed]).total).toBeCloseTo(5.7, 9);
    // DEGIRO today: ASML €3 + Apple (€2 + $3,00 / 1,2) + Coca-Cola (€2 + $3,75 / 1,2333) + SAP on Xetra €4,90.
    expect(degiroTotal(parsed.orders).total).toBeCloseTo(3 + 2 + 2.5 + 2 + 3.75 / (1850 / 1500) + 4.9, 9);
  });

  it('weightedRate leaves out fills without a usable rate, and has none without any', () => {
    expect(
      weightedRate([
        { localValue: -300, rate: 1.1 },
        { localValue: -100, rate: 1.3 },
      ]),
    ).toBeCloseTo(1.15, 12);
    expect(
      weightedRate([
        { localValue: -300, rate: 1.1 },
        { localValue: -100, rate: null },
      ]),
    ).toBe(1.1);
    expect(weightedRate([{ localValue: -100, rate: null }])).toBeNull();
  });

  it('2020 (French, decimal commas) and old Italian: US orders with their exchange', () => {
    const fr = parsedFixture('degiro-transactions-2020-fr.csv');
    expect(byProduct(fr, 'MICROSOFT CORP')).toMatchObject({
      valueUsd: 450,
      valueEur: 400,
      usdPerEur: 1.125,
      exchange: 'NDQ',
    });
    expect(byProduct(fr, 'AIR LIQUIDE')).toMatchObject({ market: 'other', venue: 'Euronext Parijs' });
    expect(summarizePaid([fr]).total).toBeCloseTo(4.51, 9);
    const it = parsedFixture('degiro-transazioni-old-it.csv');
    expect(byProduct(it, 'NVIDIA CORP')).toMatchObject({ valueUsd: 500, valueEur: 454.55, usdPerEur: 1.1 });
    expect(summarizePaid([it]).total).toBeCloseTo(4.5, 9);
  });

  it('current (Portuguese): AutoFX paid; NYSE and Nasdaq in one year cost DEGIRO 2 × €2,50', () => {
    const parsed = parsedFixture('degiro-transacoes-atual-pt.csv');
    const paid = summarizePaid([parsed]);
    expect(paid.transaction).toBeCloseTo(7, 9);
    expect(paid.conversion).toBeCloseTo(2.3, 9);
    const degiro = degiroTotal(parsed.orders);
    // Tesla €2 + $1,80 / 1,08; Pfizer €2 + $0,675 / 1,08; Galp on Euronext Lissabon €4,90.
    expect(degiro.years.map((y) => [y.year, y.orders])).toEqual([[2024, 3]]);
    expect(degiro.years[0]!.total).toBeCloseTo(2 + 1.8 / 1.08 + 2 + 0.675 / 1.08 + 4.9, 9);
    // With a portfolio value the connectivity fee counts: NYSE and Nasdaq apart, plus Lissabon, € 2,50 each.
    const holding = (orders: readonly ExportOrder[]) =>
      priceOrders(orders, TARIFFS, 1.1, 10_000).brokers.find((b) => b.id === 'degiro')!.years[0]!.holding;
    expect(holding(parsed.orders)).toBeCloseTo(7.5, 9);
    // The same orders on one exchange only: one € 2,50 for the US.
    const oneExchange = parsed.orders.map((o) => (o.market === 'us' ? { ...o, exchange: 'NDQ' } : o));
    expect(holding(oneExchange)).toBeCloseTo(5, 9);
    // A file that names no exchange counts as one.
    const none = parsed.orders.map((o) => ({ ...o, exchange: null }));
    expect(holding(none)).toBeCloseTo(5, 9);
  });

  it('current (German) with English-style numbers: thousands comma read by its form', () => {
    const parsed = parsedFixture('degiro-transaktionen-aktuell-de.csv');
    expect(byProduct(parsed, 'AMAZON.COM INC')).toMatchObject({ valueUsd: 2200, valueEur: 2000, usdPerEur: 1.1 });
    expect(summarizePaid([parsed])).toMatchObject({ transaction: 6.9, conversion: 5 });
  });

  it('rows may lack their trailing empty field', () => {
    const text = fixture('degiro-transacties-nieuw-nl.csv').replace(/,\n/g, '\n');
    expect(parse(text).orders).toHaveLength(3);
    expect(parse(text).skippedLines).toEqual([]);
  });
});

describe('DEGIRO account statement in other languages', () => {
  it('French: a wrapped description and Order Id belong to the row above; 0,44 and -2.00 in one file', () => {
    const parsed = parsedFixture('degiro-compte-fr.csv');
    expect(readAsText(parsed)).toBe('gelezen als DEGIRO Rekeningoverzicht (Frans)');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.otherRows).toBe(1);
    const paid = summarizePaid([parsed]);
    expect(paid).toMatchObject({
      connectivity: 2.5,
      transaction: 2,
      conversion: 0.44,
      dividends: 10,
      dividendTax: 1.5,
    });
    expect(paid.total).toBeCloseTo(4.94, 9);
    const folded = foldContinuationRows(csvRows(fixture('degiro-compte-fr.csv')).slice(1));
    expect(folded[0]![5]).toBe('Frais de connexion aux places boursières 2024 (New York Stock Exchange - NSY)');
    expect(folded[1]).toEqual([]);
    expect(folded[2]![5]).toBe('Frais de courtage et/ou de parties tierces');
    expect(folded[2]![11]).toBe('9c9c0001-2024-4a00-8a00-000000000001');
  });

  it('German: connectivity per exchange, transaction fee, dividend and its tax', () => {
    const paid = summarizePaid([parsedFixture('degiro-kontoauszug-de.csv')]);
    expect(paid).toMatchObject({ connectivity: 5, transaction: 2, total: 7 });
    expect(paid.dividends).toBeCloseTo(0.08 / 1.1, 12);
    expect(paid.dividendTax).toBeCloseTo(0.01 / 1.1, 12);
  });
});

describe('DEGIRO Transactions and statement together', () => {
  it('each year from one file: the Transactions years from it, other years from the statement', () => {
    const files = ['degiro-transactions-current-en.csv', 'degiro-kontoauszug-de.csv', 'degiro-account-en.csv'].map(
      parsedFixture,
    );
    const paid = summarizePaid(files);
    const year = (y: number) => paid.years.find((entry) => entry.year === y)!;
    // 2023 is not in the Transactions file: the statement's €2,00 transaction fee and 2 × €2,50 count.
    expect(year(2023)).toMatchObject({ transaction: 2, connectivity: 5, total: 7 });
    // 2024: the Transactions file's fees (€3,00 and AutoFX €3,75); the statement's €2,00 repeats them.
    expect(year(2024)).toMatchObject({ transaction: 3, conversion: 3.75, connectivity: 2.5, total: 9.25 });
    expect(year(2025)).toMatchObject({ transaction: 3, total: 3 });
    expect(paid.total).toBeCloseTo(19.25, 9);
  });

  it('a layout without an AutoFX column leaves the statement’s AutoFX of its years counted', () => {
    const statement = parse(
      [
        'Date,Time,Value date,Product,ISIN,Description,FX,Change,,Balance,,Order Id',
        '06-07-2022,16:02,06-07-2022,,,AutoFX Conversion Fee,,EUR,-3.13,EUR,100.00,',
        '06-07-2022,16:02,06-07-2022,,,DEGIRO Transaction and/or third party fees,,EUR,-0.50,EUR,99.50,',
      ].join('\n'),
    );
    const paid = summarizePaid([parsedFixture('degiro-transactions-old-en.csv'), statement]);
    expect(paid.conversion).toBeCloseTo(3.13, 9);
    expect(paid.transaction).toBeCloseTo(2.5, 9);
  });
});

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
