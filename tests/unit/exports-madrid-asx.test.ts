// DEGIRO's Bolsa de Madrid (MAD) and ASX orders: they have market ids and DEGIRO's tariff prices them
// (the 15 May 2023 overview: Spain in the € 3,90 group, Australia in the € 5,00 group, each plus the € 1,00 handling
// fee, and 0,25% AutoFX on the Australian dollar). The own broker's table compares them; the ranking, which prices
// the same orders at every broker, leaves them out until every broker's tariff names those markets, and says why.
import { describe, expect, it } from 'vitest';
import { BROKER_IDS, TARIFFS, type BrokerId } from '../../src/data/fees';
import { fee, order, type BrokerTariff } from '../../src/data/providers/types';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { notRankedText } from '../../src/lib/exports/messages';
import { rankedMarkets, tallyOrders } from '../../src/lib/exports/pricing';
import type { ParsedExport } from '../../src/lib/exports/types';
import { DEGIRO_TRANSACTIONS_HEADER } from '../support/brokerFiles/degiro';
import { parsedText } from '../support/exportFixtures';

const comma = (cents: number) => `"${(cents / 100).toFixed(2).replace('.', ',')}"`;

interface Row {
  readonly exchange: 'EAM' | 'MAD' | 'ASX';
  readonly date: string;
  readonly localCents: number;
  readonly currency: 'EUR' | 'AUD';
  /** Euro value in cents (the file's 'Waarde in EUR'). */
  readonly eurCents: number;
  readonly rate: string;
  readonly autoFxCents: number;
  readonly feeCents: number;
}

/** DEGIRO Transactions, current layout in Dutch, one buy per row. */
function degiro(rows: readonly Row[]): ParsedExport {
  const header = DEGIRO_TRANSACTIONS_HEADER;
  const lines = rows.map((r, i) =>
    [
      r.date,
      '10:00',
      `Product ${i}`,
      'ES0000000000',
      r.exchange,
      { EAM: 'XAMS', MAD: 'XMAD', ASX: 'XASX' }[r.exchange],
      '10',
      comma(r.localCents / 10),
      r.currency,
      comma(-r.localCents),
      r.currency,
      comma(-r.eurCents),
      r.rate,
      comma(-r.autoFxCents),
      comma(-r.feeCents),
      comma(-r.eurCents - r.feeCents - r.autoFxCents),
      '',
      `0000000${i}-0000-4000-8000-000000000000`,
    ].join(','),
  );
  return parsedText([header, ...lines].join('\n'));
}

// € 2.000 on Madrid at € 4,90; A$ 3.200 = € 2.000 at 1,60 on the ASX at € 6,00 plus € 5,00 AutoFX; € 1.000 in Amsterdam at € 3,00.
const FILE: readonly Row[] = [
  {
    exchange: 'MAD',
    date: '12-03-2025',
    localCents: 200_000,
    currency: 'EUR',
    eurCents: 200_000,
    rate: '',
    autoFxCents: 0,
    feeCents: 490,
  },
  {
    exchange: 'ASX',
    date: '13-03-2025',
    localCents: 320_000,
    currency: 'AUD',
    eurCents: 200_000,
    rate: '"1,6000"',
    autoFxCents: 500,
    feeCents: 600,
  },
  {
    exchange: 'EAM',
    date: '14-03-2025',
    localCents: 100_000,
    currency: 'EUR',
    eurCents: 100_000,
    rate: '',
    autoFxCents: 0,
    feeCents: 300,
  },
];

describe('Bolsa de Madrid and ASX orders in a DEGIRO export', () => {
  it('get market ids and are priced at DEGIRO’s tariff in the table, to the cent', () => {
    const parsed = degiro(FILE);
    expect(parsed.orders.map((o) => o.marketId)).toEqual(['bolsa-madrid', 'asx', 'euronext-amsterdam']);
    const [source] = analyzeExports([parsed]).sources;
    const dated = source!.dated;
    expect(dated.notPriced).toEqual([]);
    expect(dated.years.map((y) => [y.year, y.orders])).toEqual([[2025, 3]]);
    // 4,90 + (6,00 + 5,00) + 3,00 on both sides.
    expect([Math.round(dated.paid * 100), Math.round(dated.model * 100)]).toEqual([1890, 1890]);
  });

  it('stay out of the ranking while not every broker’s tariff names their market, and the page names them', () => {
    const analysis = analyzeExports([degiro(FILE)]);
    expect(analysis.pricing.compared).toBe(1);
    expect(analysis.pricing.notCompared).toEqual([]);
    expect(analysis.pricing.notRanked).toEqual([
      { venue: 'Australian Securities Exchange', orders: 1 },
      { venue: 'Bolsa de Madrid', orders: 1 },
    ]);
    expect(notRankedText(analysis.pricing.notRanked)).toBe(
      'Niet in de ranglijst, omdat niet elke broker in onze gegevens een tarief voor die beurs heeft: 1 order (Australian Securities Exchange), 1 order (Bolsa de Madrid).',
    );
    // No broker counts them as 'niet beschikbaar' or in its total: the ranking is that of the Amsterdam order alone.
    const amsterdamOnly = analyzeExports([degiro(FILE.filter((row) => row.exchange === 'EAM'))]);
    const ranking = (a: typeof analysis) => a.pricing.brokers.map((b) => [b.id, b.total, b.unavailable]);
    expect(ranking(analysis)).toEqual(ranking(amsterdamOnly));
  });

  it('enter the ranking once every broker’s tariff names the market (a fee or not offered)', () => {
    expect(rankedMarkets(TARIFFS).has('bolsa-madrid')).toBe(false);
    const reading = {
      source: { title: 'test', url: 'https://example.org' },
      checked: '2025-01-01',
      validFrom: '2025-01-01',
    };
    // Every broker but DEGIRO (which prices Madrid) gets a component naming Madrid: 'niet beschikbaar'.
    const withMadrid: Record<BrokerId, BrokerTariff> = { ...TARIFFS };
    for (const id of BROKER_IDS) {
      if (id === 'degiro') continue;
      const tariff = TARIFFS[id];
      withMadrid[id] = {
        ...tariff,
        plans: tariff.plans.map((plan) => ({
          ...plan,
          components: [...plan.components, order('order-madrid-test', ['bolsa-madrid'], fee.notOffered, reading)],
        })),
      };
    }
    expect(rankedMarkets(withMadrid).has('bolsa-madrid')).toBe(true);
    expect(rankedMarkets(withMadrid).has('asx')).toBe(false);
    const tally = tallyOrders(degiro(FILE).orders, withMadrid);
    expect(tally.compared).toBe(2);
    expect(tally.notCompared).toEqual([]);
    expect(tally.notRanked).toEqual([{ venue: 'Australian Securities Exchange', orders: 1 }]);
  });
});
