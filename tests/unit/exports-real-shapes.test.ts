// Reading mistakes found on real exports, each in the shape the real file had: IBKR's `Trade` discriminator rows, Flex
// forex rows without AssetClass and cash rows with Date/Time, a Transaction History without Price Currency, a warrant,
// and DEGIRO's Helsinki code and EUR/PLN conversion row (pytr's and Saxo's shapes are in tests/unit/brokerFiles/). The
// files are written here from the public format descriptions and the shapes quoted in the issue, never copied.
import { describe, expect, it } from 'vitest';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parsedText, moneySums } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

const IBKR_TRADES_HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
const IBKR_PREAMBLE = [
  'Statement,Header,Field Name,Field Value',
  'Statement,Data,Title,Activity Statement',
  'Account Information,Header,Field Name,Field Value',
  'Account Information,Data,Base Currency,EUR',
];

describe('IBKR Activity Statement: Trade rows', () => {
  it('Trade rows beside Order, Execution and ClosedLot are fills of the order, never orders of their own', () => {
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,AAPL,"2024-03-01, 10:30:00",30,180.5,181,-5415,-1,5416,0,15,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
      'Trades,Data,Order,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,Execution,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,Trade,Stocks,EUR,ASML,"2024-04-02, 09:15:00",-2,850,851,1700,-3,-1690,7,-2,C',
      'Trades,Data,ClosedLot,Stocks,EUR,ASML,2023-01-05,2,845,,,,1690,7,,ST',
      'Trades,SubTotal,,Stocks,USD,AAPL,,30,,,-5415,-1,,0,15,',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['AAPL', 30],
      ['ASML', 2],
    ]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1, EUR: 3 });
  });

  it('a Data row with the discriminator SubTotal restates an order: no second order, no second commission', () => {
    // As a real statement writes a closed position: the sell's Order row, then a Data row 'SubTotal' with the same
    // quantity, proceeds and Comm/Fee, then the usual SubTotal and Total lines.
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Order,Stocks,USD,TJX,"2024-09-18, 15:30:08",5,126.79,127.24,-633.95,-1,634.95,0,2.25,O',
      'Trades,Data,Order,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,150.4,602,-0.715,-540,61.285,0.4,C',
      'Trades,Data,SubTotal,Stocks,USD,QCOM,"2024-09-18, 15:31:11",-4,150.5,,602,-0.715,,,0.4,',
      'Trades,SubTotal,,Stocks,USD,TJX,,5,,,-633.95,-1,634.95,0,2.25,',
      'Trades,Total,,Stocks,USD,,,,,,-31.95,-1.715,94.95,61.285,2.65,',
      'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,,Proceeds,Comm in EUR,,,MTM in EUR,Code',
      'Trades,Data,Order,Forex,USD,EUR.USD,"2024-09-18, 15:29:00",-600,1.1,,660,-1.8,,,0,',
      'Trades,SubTotal,,Forex,USD,EUR.USD,,-600,,,660,-1.8,,,0,',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([
      ['TJX', 5],
      ['QCOM', 4],
    ]);
    expect(parsed.skippedLines).toEqual([]);
    // What was paid is the Comm/Fee of the two orders plus the forex commission, each once.
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1.72 });
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 1.8 });
  });

  it('a statement with only Trade rows groups them per instrument, side and day, as Execution rows', () => {
    const text = [
      ...IBKR_PREAMBLE,
      IBKR_TRADES_HEADER,
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:00",10,180.5,181,-1805,-0.34,1805.34,0,5,O',
      'Trades,Data,Trade,Stocks,USD,AAPL,"2024-03-01, 10:30:02",20,180.5,181,-3610,-0.66,3610.66,0,10,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.shares])).toEqual([['AAPL', 30]]);
    expect(sums(parsed, 'transaction')).toEqual({ USD: 1 });
  });

  it('a warrant is no share order, also in a language read by column order', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Title,Relevé d’activité',
      'Informations sur le compte,Header,Nom du champ,Valeur du champ',
      'Informations sur le compte,Data,Devise de base,EUR',
      'Transactions,Header,DataDiscriminator,Catégorie d’actif,Devise,Symbole,Date/Heure,Quantité,Prix trans.,Prix clôt.,Produit,Comm/Tarif,Base,P/P réalisé,P/P MTM,Code',
      'Transactions,Data,Order,Actions,EUR,ASML,"2024-04-02, 09:15:00",2,850,851,-1700,-3,1703,0,2,O',
      'Transactions,Data,Order,Warrants,EUR,DE000VU1AB23,"2024-04-03, 10:00:00",500,0.42,0.43,-210,-3,213,0,5,O',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders).toHaveLength(2);
    expect(parsed.orders.filter((o) => o.market !== 'other').map((o) => o.product)).toEqual(['ASML']);
  });
});

describe('IBKR Flex and Transaction History', () => {
  it('forex rows of a Flex query without an AssetClass column are conversions, not share orders', () => {
    const text = [
      '"ClientAccountID","CurrencyPrimary","Symbol","Description","TradeDate","Quantity","TradePrice","IBCommission","IBCommissionCurrency","FXRateToBase"',
      '"U1234567","EUR","ASML","ASML HOLDING NV","20240212","2","850.4","-3","EUR","1"',
      '"U1234567","USD","EUR.USD","EUR.USD","20240229","-5000","1.0812","-2","EUR","0.925"',
      '"U1234567","USD","AAPL","APPLE INC","20240301","10","180.5","-1","USD","0.925"',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => o.product)).toEqual(['ASML HOLDING NV', 'APPLE INC']);
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 2 });
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 3, USD: 1 });
  });

  it('cash rows with a Date/Time column are read', () => {
    const text = [
      '"ClientAccountID","CurrencyPrimary","FXRateToBase","Description","Date/Time","Amount","Type"',
      '"U1234567","USD","0.925","AAPL(US0378331005) CASH DIVIDEND USD 0.25 PER SHARE","20240516;202000","25","Dividends"',
      '"U1234567","USD","0.925","AAPL(US0378331005) CASH DIVIDEND - US TAX","2024-05-16;20:20:00","-3.75","Withholding Tax"',
      '"U1234567","EUR","1","Deposit","20240102","5000","Deposits/Withdrawals"',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.skippedLines).toEqual([]);
    expect(sums(parsed, 'dividend')).toEqual({ USD: 25 });
    expect(sums(parsed, 'dividend-tax')).toEqual({ USD: 3.75 });
  });

  it('a Transaction History without Price Currency reads its trades in the base currency', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,Title,Transaction History',
      'Summary,Header,Field Name,Field Value',
      'Summary,Data,Base Currency,EUR',
      'Transaction History,Header,Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Gross Amount,Commission,Net Amount',
      'Transaction History,Data,2025-01-15,U***4567,VANGUARD FTSE ALL-WORLD,Buy,VWRL,4,120.5,-482,-1.25,-483.25',
      'Transaction History,Data,2025-01-15,U***4567,VANGUARD FTSE ALL-WORLD,Buy,VWRL,6,120.5,-723,0,-723',
      'Transaction History,Data,2025-02-03,U***4567,ASML HOLDING NV,Sell,ASML,-1,700,700,-1.25,698.75',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.format).toBe('ibkr-history');
    expect(parsed.skippedLines).toEqual([]);
    expect(parsed.orders.map((o) => [o.product, o.shares, Math.round(o.valueEur * 100) / 100])).toEqual([
      ['VWRL', 10, 1205],
      ['ASML', 1, 700],
    ]);
    expect(sums(parsed, 'transaction')).toEqual({ EUR: 2.5 });
  });
});

const DEGIRO_CURRENT_HEADER =
  'Datum,Tijd,Product,ISIN,Beurs,Uitvoeringsplaats,Aantal,Koers,,Lokale waarde,,Waarde in EUR,Wisselkoers,AutoFX Kosten,Transactiekosten en/of kosten van derden EUR,Totaal EUR,Order ID,';

describe('DEGIRO venues', () => {
  it('Helsinki (HSE) is priced as a Nordic exchange; the EUR/PLN conversion row (CNX) is no order', () => {
    const text = [
      DEGIRO_CURRENT_HEADER,
      '04-03-2024,10:00,NOKIA OYJ,FI0009000681,HSE,XHEL,100,"3,50",EUR,"-350,00",EUR,"-350,00",,"0,00","-4,90","-354,90",,aaaaaaaa-0000-4000-8000-000000000001',
      '05-03-2024,11:00,EUR/PLN,,CNX,,"-100,00","4,3100",PLN,"431,00",PLN,"-100,00","4,3100","-0,25","0,00","-100,25",,aaaaaaaa-0000-4000-8000-000000000002',
    ].join('\n');
    const parsed = parse(text);
    expect(parsed.orders.map((o) => [o.product, o.marketId, o.venue])).toEqual([
      ['NOKIA OYJ', 'nordics', 'Nasdaq Helsinki'],
    ]);
    // The conversion's AutoFX is still a cost the reader paid.
    expect(sums(parsed, 'conversion')).toEqual({ EUR: 0.25 });
  });
});
