// One normalised portfolio record for the unit tests of the portfolio maths: a euro record of one instrument, with the
// fields a test names; ids are unique within the test run.
import type { PortfolioRecord, RecordKind } from '../../src/lib/portfolio/records';

let next = 0;

export function record(kind: RecordKind, date: string, fields: Partial<PortfolioRecord> = {}): PortfolioRecord {
  next += 1;
  return {
    id: `r${next}`,
    date,
    isin: 'NL0000000001',
    name: 'Voorbeeld NV',
    kind,
    quantity: 0,
    price: null,
    currency: 'EUR',
    amount: 0,
    amountEur: null,
    feeEur: 0,
    fxRate: null,
    source: { file: 'test.csv', broker: 'DEGIRO' },
    ...fields,
  };
}
