// Trade Republic's files (src/lib/brokerFiles/traderepublic/): its own CSV export, read by column name, and pytr's
// `export_transactions`, read by column position in German, Dutch or English; what Mijn kosten, box 3 and the
// portfolio get from each, read once into one ledger. Expected figures are added up by hand from the rows.
import { describe, expect, it } from 'vitest';
import { TARIFFS } from '../../../src/data/fees';
import { readAsText } from '../../../src/lib/exports/messages';
import { summarizePaid } from '../../../src/lib/exports/paid';
import { parseExportText } from '../../../src/lib/exports/parse';
import { compareAtOrderDates, priceOrders } from '../../../src/lib/exports/pricing';
import type { ParsedExport } from '../../../src/lib/exports/types';
import { PYTR_HEADERS, TRADE_REPUBLIC_HEADER } from '../../support/brokerFiles/traderepublic';
import { parsedFixture, parsedText } from '../../support/exportFixtures';
import { holding, portfolioOf, readLines as read } from '../../support/portfolioFiles';

const parse = (text: string): ParsedExport => parsedText(text);
const cents = (value: number | undefined) => (value === undefined ? undefined : Math.round(value * 100) / 100);
const paidOf = (name: string) => parsedFixture(name).orders.map((o) => cents(o.paidEur));

describe('Trade Republic in Mijn kosten', () => {
  it('BUY and SELL rows are orders, fee is what was paid, DIVIDEND rows with tax', () => {
    const parsed = parsedFixture('trade-republic.csv');
    expect(parsed.orders.map((o) => [o.id, o.market, o.shares, o.valueEur])).toEqual([
      ['tr-0002', 'euronext', 3, 510],
      ['tr-0003', 'euronext', 10.5, 892.5],
      ['tr-0005', 'euronext', 1, 190],
    ]);
    expect(parsed.otherRows).toBe(2);
    const paid = summarizePaid([parsed]);
    expect(paid).toMatchObject({ transaction: 3, total: 3, orders: 3, dividends: 0.6, dividendTax: 0.09 });
  });
});

describe('Trade Republic and pytr', () => {
  it("Trade Republic's own fx_rate is the order's rate", () => {
    const parsed = parse(
      `${TRADE_REPUBLIC_HEADER}\n"2024-06-03T15:31:00.000Z","2024-06-03","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","2","200.00","-370.37","-1.00","","USD","","","1.08","Koop Apple","tr-0100"`,
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

describe('pytr numbers', () => {
  it('10,799 in a German pytr file is ten shares and a bit, not ten thousand', () => {
    const text = [
      PYTR_HEADERS.de,
      '2024-07-02T10:00:00;Kauf;-1001;iShares Core MSCI World;IE00B4L5Y983;10,799;1;',
      '2024-08-02T10:00:00;Kauf;-501;iShares Core MSCI World;IE00B4L5Y983;5;1;',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('pytr');
    expect(parsed.orders.map((o) => o.shares)).toEqual([10.799, 5]);
  });
});

describe('Trade Republic: the cost of each order', () => {
  it('Trade Republic and pytr: the fee per row', () => {
    expect(paidOf('trade-republic.csv')).toEqual([1, 1, 1]);
    expect(paidOf('pytr-de.csv')).toEqual([1, 0, 1]);
  });

  it('Trade Republic savings-plan buys are free: pytr’s Sparplan and a buy without a fee where the file states fees', () => {
    const text = [
      PYTR_HEADERS.de,
      '2024-02-20T16:32:07;Kauf;-3.002,8;Euro Stoxx 50 EUR (Dist);IE00B4K6B022;60;1;',
      '2024-07-02T10:00:00;Sparplan;-50;iShares Core MSCI World;IE00B4L5Y983;0,5612;;',
      '2024-08-02T10:00:00;Kauf;-50;iShares Core MSCI World;IE00B4L5Y983;0,5601;;',
    ].join('\n');
    const outcome = parseExportText(text);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.parsed.orders.map((o) => o.savingsPlan === true)).toEqual([false, true, true]);
    const dated = compareAtOrderDates(TARIFFS['trade-republic'], outcome.parsed.orders);
    expect([dated.paid, dated.model]).toEqual([1, 1]);
  });

  it('Trade Republic’s own export: a savings plan named in the description, free', () => {
    const text = [
      TRADE_REPUBLIC_HEADER,
      '"2024-02-01T09:30:12.000Z","2024-02-01","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","3","170.00","-511.00","-1.00","","EUR","","","","Koop Apple","tr-1"',
      '"2024-03-02T08:00:00.000Z","2024-03-02","DEFAULT","TRADING","BUY","FUND","iShares Core MSCI World","IE00B4L5Y983","0.5","100.00","-50.00","","","EUR","","","","Savings plan execution","tr-2"',
    ].join('\n');
    const outcome = parseExportText(text);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.parsed.orders.map((o) => o.savingsPlan === true)).toEqual([false, true]);
    const dated = compareAtOrderDates(TARIFFS['trade-republic'], outcome.parsed.orders);
    expect([dated.paid, dated.model]).toEqual([1, 1]);
  });
});

describe('Trade Republic (its own export) in the portfolio', () => {
  const file = read('tr.csv', [
    TRADE_REPUBLIC_HEADER,
    '"2024-01-15T10:00:00.000Z","2024-01-15","DEFAULT","CASH","CUSTOMER_INBOUND","","","","","","1000.00","","","EUR","","","","Storting","tr-1"',
    '"2024-02-01T09:30:12.000Z","2024-02-01","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","3","170.00","-511.00","-1.00","","EUR","","","","Koop Apple","tr-2"',
    '"2024-03-01T08:00:00.000Z","2024-03-01","DEFAULT","SAVINGS_PLAN","SAVINGS_PLAN_EXECUTED","FUND","iShares Core MSCI World","IE00B4L5Y983","0.5","100.00","-50.00","","","EUR","","","","Spaarplan","tr-3"',
    '"2024-05-20T06:00:00.000Z","2024-05-20","DEFAULT","TRADING","DIVIDEND","STOCK","Apple Inc.","US0378331005","","","0.60","","-0.09","EUR","","","","Dividend","tr-4"',
    '"2024-09-02T14:00:00.000Z","2024-09-02","DEFAULT","TRADING","SELL","STOCK","Apple Inc.","US0378331005","1","190.00","189.00","-1.00","","EUR","","","","Verkoop Apple","tr-5"',
    '"2024-10-01T09:00:00.000Z","2024-10-01","DEFAULT","CASH","CUSTOMER_OUTBOUND","","","","","","-200.00","","","EUR","","","","Opname","tr-6"',
  ]);
  const portfolio = portfolioOf(file);

  it('gives the orders (a savings plan too), the dividend with its tax and the cash flows', () => {
    expect(file.format).toBe('trade-republic');
    expect(portfolio.problems).toEqual([]);
    const apple = holding(portfolio, 'US0378331005');
    expect(apple.quantity).toBe(2);
    expect(apple.fifo.costBasis).toBeCloseTo((511 * 2) / 3, 9);
    expect(apple.fifo.realised).toBeCloseTo(189 - 511 / 3, 9);
    expect(holding(portfolio, 'IE00B4L5Y983')).toMatchObject({ quantity: 0.5 });
    expect(holding(portfolio, 'IE00B4L5Y983').fifo.costBasis).toBeCloseTo(50, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(0.6, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.09, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 1000, withdrawals: 200 }]);
  });
});

describe('pytr (Trade Republic) in the portfolio', () => {
  const file = read('pytr.csv', [
    PYTR_HEADERS.deWithSecondIsin,
    '2024-02-20T16:32:07;Kauf;-1.080,90;iShares Core MSCI World;IE00B4L5Y983;10,799;1;;;',
    '2024-03-01T10:00:00;Kauf;-501;Alt AG;DE0005140008;10;1;;;',
    '2024-06-03T17:07:26;Einlage;200;Max Mustermann;;;;;;',
    '2024-07-02T10:00:00;Sparplan;-50;iShares Core MSCI World;IE00B4L5Y983;0,5612;;;;',
    '2024-08-01T10:00:00;Umtausch;0;Alt AG;DE0005140008;10;;;DE0005140016;20',
    '2024-09-01T10:00:00;Verkauf;99,5;iShares Core MSCI World;IE00B4L5Y983;1;1;0,5;;',
    '2024-10-23T10:00:00;Dividende;2,24;Comcast (A);US20030N1019;;;0,78;;',
  ]);
  const portfolio = portfolioOf(file);

  it('reads German numbers (10,799 shares), takes the order value back from the net value, applies an ISIN change', () => {
    expect(file.format).toBe('pytr');
    expect(portfolio.problems).toEqual([]);
    const world = holding(portfolio, 'IE00B4L5Y983');
    expect(world.quantity).toBeCloseTo(10.799 + 0.5612 - 1, 9);
    expect(world.fifo.costBasis).toBeCloseTo((1080.9 * 9.799) / 10.799 + 50, 9);
    // The sale's order value: 99.50 received plus 1 fee and 0.50 tax.
    expect(world.fifo.realised).toBeCloseTo(101 - 1 - 1080.9 / 10.799, 9);
    expect(holding(portfolio, 'DE0005140016')).toMatchObject({ quantity: 20 });
    expect(holding(portfolio, 'DE0005140016').fifo.costBasis).toBeCloseTo(501, 9);
    expect(portfolio.totals.dividendsEur).toBeCloseTo(2.24, 9);
    expect(portfolio.totals.withheldEur).toBeCloseTo(0.78, 9);
    expect(portfolio.cash).toEqual([{ year: 2024, deposits: 200, withdrawals: 0 }]);
  });
});

describe('Trade Republic and pytr: one set of unread lines for every tool', () => {
  it('its own export: a transfer whose amount is no number and an order of no shares are unread in both tools', () => {
    const text = [
      TRADE_REPUBLIC_HEADER,
      // Mijn kosten counted this as another row, the portfolio left it out.
      '"2024-01-15T10:00:00.000Z","2024-01-15","DEFAULT","CASH","CUSTOMER_INBOUND","","","","","","x","","","EUR","","","","Storting","tr-1"',
      // Mijn kosten priced an order of € 0, the portfolio left it out.
      '"2024-02-01T09:30:12.000Z","2024-02-01","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","0","170.00","-1.00","-1.00","","EUR","","","","Koop Apple","tr-2"',
      // An order needs no amount (its value is shares × price): the portfolio no longer leaves it out for one.
      '"2024-03-01T09:30:12.000Z","2024-03-01","DEFAULT","TRADING","BUY","STOCK","Apple Inc.","US0378331005","3","170.00","?","-1.00","","EUR","","","","Koop Apple","tr-3"',
    ].join('\n');
    const parsed = parse(text);
    const file = read('tr.csv', [text]);
    expect(parsed.skippedLines).toEqual([2, 3]);
    expect(file.skippedLines).toEqual([2, 3]);
    expect(parsed.orders.map((o) => [o.id, o.valueEur, o.paidEur])).toEqual([['tr-3', 510, 1]]);
    expect(file.records.map((r) => [r.kind, r.quantity, r.amountEur, r.feeEur])).toEqual([['buy', 3, 510, 1]]);
  });

  it('pytr: a deposit whose value is no number and a buy without a value are unread in both tools', () => {
    const text = [
      PYTR_HEADERS.de,
      // Mijn kosten counted this as another row, the portfolio left it out.
      '2024-06-03T17:07:26;Einlage;x;Max Mustermann;;;;',
      // Mijn kosten left this out, the portfolio read a buy worth minus its fee.
      '2024-07-02T10:00:00;Kauf;;iShares Core MSCI World;IE00B4L5Y983;1;1;',
      '2024-08-02T10:00:00;Kauf;-51;iShares Core MSCI World;IE00B4L5Y983;1;1;',
    ].join('\n');
    const parsed = parse(text);
    const file = read('pytr.csv', [text]);
    expect(parsed.skippedLines).toEqual([2, 3]);
    expect(file.skippedLines).toEqual([2, 3]);
    expect(parsed.orders.map((o) => o.valueEur)).toEqual([50]);
    expect(file.records.map((r) => [r.kind, r.amountEur, r.feeEur])).toEqual([['buy', 50, 1]]);
  });
});
