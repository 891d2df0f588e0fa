// Reading mistakes found on real exports, each in the shape the real file had: DEGIRO's Helsinki code and EUR/PLN
// conversion row (IBKR's, Saxo's and pytr's shapes are in tests/unit/brokerFiles/). The files are written here from
// the public format descriptions and the shapes quoted in the issue, never copied.
import { describe, expect, it } from 'vitest';
import type { ParsedExport } from '../../src/lib/exports/types';
import { parsedText, moneySums } from '../support/exportFixtures';

const parse = (text: string): ParsedExport => parsedText(text);

const sums = moneySums;

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
