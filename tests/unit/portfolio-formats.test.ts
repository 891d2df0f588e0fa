// The portfolio reads every export Mijn kosten reads. Each format's file is built here in the shapes the
// exports tests use (their headers, discriminators, number styles, Saxo's `x:`-prefixed workbook XML) and must give
// the holdings, cost basis, dividends, cash and prices worked out by hand beside it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPortfolio, type OwnPortfolio } from '../../src/lib/portfolio/build';
import { combineFiles } from '../../src/lib/portfolio/combine';
import { readPortfolioText, type PortfolioFile } from '../../src/lib/portfolio/fromExports';

const DAY = '2025-03-20';

function read(name: string, lines: readonly string[]): PortfolioFile {
  const outcome = readPortfolioText(lines.join('\n'), { name, day: DAY });
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.file;
}

function portfolioOf(...files: PortfolioFile[]): OwnPortfolio {
  const { records, quotes } = combineFiles(files);
  return buildPortfolio(records, { exported: quotes, typed: [] });
}

describe('DEGIRO trades from the Account statement', () => {
  const header = 'Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id';
  const world = 'ISHARES CORE MSCI WORLD UCITS ETF USD (ACC),IE00B4L5Y983';
  const costs = 'DEGIRO Transactiekosten en/of kosten van derden';
  // The same trades as tests/fixtures/brokerFiles/degiro/degiro-transacties.csv, as the statement books them.
  const account = read('account.csv', [
    header,
    `14-02-2025,10:20,14-02-2025,${world},Verkoop 15 @ 100 EUR,,EUR,"1.500,00",EUR,"1.710,99",o5`,
    `14-02-2025,10:20,14-02-2025,${world},${costs},,EUR,"-1,00",EUR,"210,99",o5`,
    `10-06-2024,09:05,10-06-2024,${world},Koop 10 @ 90 EUR,,EUR,"-900,00",EUR,"211,99",o4`,
    `10-06-2024,09:05,10-06-2024,${world},${costs},,EUR,"-1,00",EUR,"1.111,99",o4`,
    `05-03-2024,09:01,05-03-2024,${world},"Koop 20 @ 85,25 EUR",,EUR,"-1.705,00",EUR,"1.112,99",o3`,
    `05-03-2024,09:01,05-03-2024,${world},${costs},,EUR,"-1,00",EUR,"2.817,99",o3`,
    `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,Koop 5 @ 600 EUR,,EUR,"-3.000,00",EUR,"2.818,99",o2`,
    `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,${costs},,EUR,"-3,00",EUR,"5.818,99",o2`,
    `10-01-2024,15:40,10-01-2024,,,Valuta Creditering,,EUR,"-1.200,00",EUR,"5.821,99",`,
    `10-01-2024,15:40,10-01-2024,,,Valuta Debitering,"1,2500",USD,"1.500,00",USD,"0,00",`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,Koop 4 @ 375 USD,,USD,"-1.500,00",USD,"-1.500,00",o1`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,DEGIRO AutoFX Kosten,,EUR,"-3,00",EUR,"7.021,99",o1`,
    `10-01-2024,15:40,10-01-2024,MICROSOFT CORPORATION,US5949181045,${costs},,EUR,"-2,00",EUR,"7.024,99",o1`,
    `02-01-2024,08:00,02-01-2024,,,iDEAL storting,,EUR,"5.000,00",EUR,"5.000,00",`,
  ]);
  const transactions = (() => {
    const outcome = readPortfolioText(
      readFileSync('tests/fixtures/brokerFiles/degiro/degiro-transacties.csv', 'utf8'),
      {
        name: 'transactions.csv',
        day: DAY,
      },
    );
    if (!outcome.ok) throw new Error(outcome.problem);
    return outcome.file;
  })();
  const summary = (portfolio: OwnPortfolio) =>
    portfolio.holdings.map((h) => [h.isin, h.quantity, Math.round(h.fifo.costBasis * 1e6) / 1e6]);

  it('gives the holdings and cost basis the Transactions file gives, each trade with its own costs', () => {
    const fromAccount = portfolioOf(account);
    expect(fromAccount.problems).toEqual([]);
    expect(summary(fromAccount)).toEqual(summary(portfolioOf(transactions)));
    expect(fromAccount.totals.realisedFifo).toBeCloseTo(portfolioOf(transactions).totals.realisedFifo, 9);
  });

  it('counts nothing twice when the Transactions file is given as well', () => {
    const both = portfolioOf(transactions, account);
    expect(summary(both)).toEqual(summary(portfolioOf(transactions)));
    expect(both.totals.feesEur).toBeCloseTo(portfolioOf(transactions).totals.feesEur, 9);
    expect(both.cash).toEqual([{ year: 2024, deposits: 5000, withdrawals: 0 }]);
  });

  it('reads the trade lines in English and German as well', () => {
    for (const [words, headerLine] of [
      ['Buy 5 @ 600 EUR', 'Date,Time,Value date,Product,ISIN,Description,FX,Change,,Balance,,Order Id'],
      ['Kauf 5 @ 600 EUR', 'Datum,Uhrzeit,Valutadatum,Produkt,ISIN,Beschreibung,FX,Änderung,,Saldo,,Order-ID'],
    ] as const) {
      const file = read('a.csv', [
        headerLine,
        `01-02-2024,11:00,01-02-2024,ASML HOLDING,NL0010273215,${words},,EUR,"-3.000,00",EUR,"2.818,99",o2`,
      ]);
      expect(file.records).toMatchObject([{ kind: 'buy', quantity: 5, price: 600, amountEur: 3000 }]);
    }
  });
});
