// Saxo's account statement ('Relevé de compte', the cash ledger): recognised by Mijn kosten and the portfolio (it
// was answered 'not a Saxo file'), its deposits, withdrawals and fees read by one rule for both
// (src/lib/exports/saxoAccount.ts), and the reader told that its share trades are in the Transactions report.
// The workbooks are generated (tests/support/xlsx.ts), with the header and event texts of a real export.
import { describe, expect, it } from 'vitest';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { readAsText, tradesElsewhereText } from '../../src/lib/exports/messages';
import { parseExportText } from '../../src/lib/exports/parse';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parseWorkbookBytes } from '../../src/lib/exports/parse';
import { readPortfolioText, readPortfolioWorkbook } from '../../src/lib/portfolio/fromExports';
import { fileMessage } from '../../src/lib/portfolio/view';
import { SAXO_ACCOUNT_HEADER_FR, saxoAccountWorkbookFr, saxoDutchWorkbook, type XlsxCell } from '../support/xlsx';

const DAY = { name: 'Releve.xlsx', day: '2025-03-20' };

// Dates as Excel serials (45355: 4 March 2024). The amounts name their currency, as Saxo's Transactions report
// may ('-2,831.00 USD', exports/saxo.ts readBooked). 'Commission …' and 'Custody Fee' are this test's fee texts.
const ROWS: readonly (readonly XlsxCell[])[] = [
  ['12345678', 45355, 45355, 'DEPOSIT 9001234', '5000.00 EUR', '5000.00 EUR', ''],
  ['12345678', 45356, 45358, 'Shares ASML:xams 6588778146', '-4510.25 EUR', '489.75 EUR', ''],
  ['12345678', 45356, 45358, 'Commission 6588778146', '-3.00 EUR', '486.75 EUR', ''],
  ['12345678', 45400, 45400, 'Custody Fee', '-1.21 EUR', '485.54 EUR', ''],
  ['12345678', 45420, 45420, 'Corporate Actions - Cash Dividends 6612345', '12.40 EUR', '497.94 EUR', ''],
  ['12345678', 45450, 45450, 'WITHDRAWAL 9001299', '-250.00 EUR', '247.94 EUR', ''],
];

function parsedWorkbook(rows = ROWS): ParsedExport {
  const outcome = parseWorkbookBytes(saxoAccountWorkbookFr(rows));
  if (!outcome.ok) throw new Error(`not read: ${outcome.problem}`);
  return outcome.parsed;
}

describe('Saxo’s account statement (Relevé de compte) in Mijn kosten', () => {
  it('is recognised as Saxo’s account statement, not answered with ‘not a Saxo file’', () => {
    const parsed = parsedWorkbook();
    expect(parsed).toMatchObject({ format: 'saxo-account', language: 'fr', baseCurrency: 'EUR', orders: [] });
    expect(parsed.skippedLines).toEqual([]);
    // Deposit, withdrawal, custody fee, the trade and the corporate action: read, no order.
    expect(parsed.otherRows).toBe(5);
    expect(readAsText(parsed)).toBe('gelezen als Saxo Rekeningoverzicht (Frans, basisvaluta EUR)');
  });

  it('tells the reader in Dutch that its share trades are in the Transactions report, and where to download it', () => {
    const text = tradesElsewhereText(parsedWorkbook());
    expect(text).toContain('aandelentransacties staan in het rapport Transacties');
    expect(text).toContain('SaxoTraderGO Account › Historische rapporten › Transacties');
    expect(tradesElsewhereText({ format: 'saxo-transactions' })).toBeNull();
  });

  it('counts a commission line as paid transaction costs, a custody fee (which the model does not count) not', () => {
    const parsed = parsedWorkbook();
    expect(parsed.money).toEqual([{ year: 2024, kind: 'transaction', amount: 3, currency: 'EUR' }]);
    expect(analyzeExports([parsed]).paid.transaction).toBeCloseTo(3, 9);
  });

  it('leaves its commission out for a year a Transactions report chosen with it covers (counted once)', () => {
    const report = parseWorkbookBytes(
      saxoDutchWorkbook([
        [
          '12345678',
          45356,
          'Aandelen',
          'ASML Holding NV',
          'NL0010273215',
          'Koop 5 @ 901,45 EUR',
          '6588778146',
          -4510.25,
          1,
        ],
      ]),
    );
    if (!report.ok) throw new Error(report.problem);
    const alone = analyzeExports([report.parsed]).paid.transaction;
    expect(analyzeExports([report.parsed, parsedWorkbook()]).paid.transaction).toBeCloseTo(alone, 9);
  });

  it('reads the same statement saved as CSV', () => {
    const csv = [
      SAXO_ACCOUNT_HEADER_FR.join(','),
      '12345678,2024-03-04,2024-03-04,DEPOSIT 9001234,5000.00 EUR,5000.00 EUR,',
      '12345678,2024-03-05,2024-03-07,Shares ASML:xams 6588778146,-4510.25 EUR,489.75 EUR,',
    ].join('\n');
    const outcome = parseExportText(csv);
    expect(outcome.ok && outcome.parsed.format).toBe('saxo-account');
    const portfolio = readPortfolioText(csv, { name: 'Releve.csv', day: '2025-03-20' });
    expect(portfolio.ok && portfolio.file.records.map((r) => [r.kind, r.amount, r.currency])).toEqual([
      ['deposit', 5000, 'EUR'],
    ]);
  });

  it('without a currency in the file, reads no amount as euros: its cash lines are named, never guessed', () => {
    const plain = ROWS.map((row) =>
      row.map((cell, i) => (i >= 4 && typeof cell === 'string' ? Number.parseFloat(cell) : cell)),
    );
    const parsed = parsedWorkbook(plain);
    expect(parsed.baseCurrency).toBeNull();
    expect(parsed.money).toEqual([]);
    // Lines 4, 6, 7 and 9 of the sheet (title, empty row and header above): deposit, commission, custody, withdrawal.
    expect(parsed.skippedLines).toEqual([4, 6, 7, 9]);
    // The portfolio names the same lines and still says where the trades are.
    const outcome = readPortfolioWorkbook(new Uint8Array(saxoAccountWorkbookFr(plain)), DAY);
    expect(outcome.ok && outcome.file.skippedLines).toEqual([4, 6, 7, 9]);
    expect(fileMessage('Releve.xlsx', outcome)).toMatch(
      /^Releve\.xlsx: read; lines 4, 6, 7, 9 left out .*Transactions report/,
    );
  });
});

describe('Saxo’s account statement in the portfolio', () => {
  it('gives its deposits, withdrawals and fees as records, and says in English where the trades are', () => {
    const outcome = readPortfolioWorkbook(new Uint8Array(saxoAccountWorkbookFr(ROWS)), DAY);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.format).toBe('saxo-account');
    expect(outcome.file.records.map((r) => [r.date, r.kind, r.amount, r.currency, r.feeKind ?? null])).toEqual([
      ['2024-03-04', 'deposit', 5000, 'EUR', null],
      ['2024-03-05', 'fee', 3, 'EUR', 'transaction'],
      ['2024-04-18', 'fee', 1.21, 'EUR', 'other'],
      ['2024-06-07', 'withdrawal', 250, 'EUR', null],
    ]);
    expect(outcome.file.records.every((r) => r.source.broker === 'Saxo')).toBe(true);
    expect(fileMessage('Releve.xlsx', outcome)).toContain(
      "Its share trades are in Saxo's Transactions report: in SaxoTraderGO open Account › Historic reports › Transactions",
    );
  });
});
