// Property: DEGIRO serves each country at its own tariff in the same export, and a Polish account's
// Warsaw orders cost € 0,31 where the Dutch tariff charges € 3,90 + € 1,00. A generated DEGIRO Transactions file
// mixes such orders with orders at the Dutch tariff (Amsterdam, Xetra shares and Warsaw itself, each with its
// AutoFX where the order is not in euros). The table must leave out exactly the other country's orders, per year,
// and compare every other order, its model equal to what was paid to the cent.
import { describe, expect, it } from 'vitest';
import { analyzeExports } from '../../src/lib/exports/analyze';
import { parseExportText } from '../../src/lib/exports/parse';
import { DEGIRO_TRANSACTIONS_HEADER } from '../support/brokerFiles/degiro';
import { prng, type Random } from '../support/exportRender';

const SEEDS = Array.from({ length: 8 }, (_, i) => 4100 + i * 6151);
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pad = (n: number) => String(n).padStart(2, '0');
const comma = (cents: number) => `"${(cents / 100).toFixed(2).replace('.', ',')}"`;

type Kind = 'amsterdam' | 'xetra' | 'warsaw-dutch' | 'warsaw-polish';

interface Gen {
  readonly kind: Kind;
  readonly year: number;
  readonly day: string;
  readonly shares: number;
  /** Price in cents of the order's currency (zloty for Warsaw), in steps that keep every euro amount whole. */
  readonly priceCents: number;
  readonly sell: boolean;
  /** The other country's fee in euro cents (a Polish account: a few tens of cents, under a quarter of € 4,90). */
  readonly polishFeeCents: number;
}

const KINDS: readonly Kind[] = ['amsterdam', 'xetra', 'warsaw-dutch', 'warsaw-polish'];
/** Zloty per euro: at 4,00 a price in steps of 16 zloty is a whole number of euro cents, and its 0,25% too. */
const PLN_PER_EUR = 4;

function generate(random: Random): Gen[] {
  return Array.from({ length: int(random, 4, 30) }, () => {
    const year = int(random, 2024, 2026);
    return {
      kind: KINDS[int(random, 0, KINDS.length - 1)]!,
      year,
      day: `${year}-${pad(int(random, 1, 10))}-${pad(int(random, 1, 28))}`,
      shares: int(random, 1, 50),
      priceCents: int(random, 1, 40) * 1600,
      sell: random() < 0.3,
      polishFeeCents: int(random, 5, 120),
    };
  });
}

const isWarsaw = (order: Gen) => order.kind === 'warsaw-dutch' || order.kind === 'warsaw-polish';

/** DEGIRO Transactions, current layout in Dutch. Dutch tariff: Amsterdam € 2 + € 1, Xetra and Warsaw € 3,90 + € 1. */
function degiro(list: readonly Gen[]): string {
  const header = DEGIRO_TRANSACTIONS_HEADER;
  const rows = list.map((o, i) => {
    const [y, m, d] = o.day.split('-');
    const local = o.shares * o.priceCents;
    const eur = isWarsaw(o) ? local / PLN_PER_EUR : local;
    // The Dutch tariff's AutoFX on a zloty order; the Polish account trades in zloty and pays none.
    const autoFx = o.kind === 'warsaw-dutch' ? eur / 400 : 0;
    const fee = { amsterdam: 300, xetra: 490, 'warsaw-dutch': 490, 'warsaw-polish': o.polishFeeCents }[o.kind];
    const exchange = { amsterdam: 'EAM', xetra: 'XET', 'warsaw-dutch': 'WSE', 'warsaw-polish': 'WSE' }[o.kind];
    const currency = isWarsaw(o) ? 'PLN' : 'EUR';
    return [
      `${d}-${m}-${y}`,
      '10:00',
      `Product ${i}`,
      'PLPKN0000018',
      exchange,
      exchange === 'WSE' ? 'XWAR' : exchange === 'XET' ? 'XETR' : 'XAMS',
      String(o.sell ? -o.shares : o.shares),
      comma(o.priceCents),
      currency,
      comma(o.sell ? local : -local),
      currency,
      comma(o.sell ? eur : -eur),
      isWarsaw(o) ? '"4,0000"' : '',
      comma(-autoFx),
      comma(-fee),
      comma((o.sell ? eur : -eur) - fee - autoFx),
      '',
      `0000000${i}-0000-4000-8000-000000000000`,
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

describe('DEGIRO orders at another country’s tariff are left out, and only those', () => {
  for (const seed of SEEDS) {
    it(`seed ${seed}`, () => {
      const list = generate(prng(seed));
      const outcome = parseExportText(degiro(list));
      if (!outcome.ok) throw new Error(outcome.problem);
      expect(outcome.parsed.orders).toHaveLength(list.length);
      const [source] = analyzeExports([outcome.parsed]).sources;
      const dated = source!.dated;

      const years = [...new Set(list.map((o) => o.year))].sort((a, b) => a - b);
      const perYear = (year: number, pick: (o: Gen) => boolean) =>
        list.filter((o) => o.year === year && pick(o)).length;
      expect(dated.years.map((y) => [y.year, y.orders, y.otherTariff])).toEqual(
        years.map((year) => [
          year,
          perYear(year, (o) => o.kind !== 'warsaw-polish'),
          perYear(year, (o) => o.kind === 'warsaw-polish'),
        ]),
      );
      expect(dated.otherTariff).toBe(list.filter((o) => o.kind === 'warsaw-polish').length);
      // The rest is compared like for like: the model equals what was paid to the cent, every year.
      expect(dated.years.map((y) => Math.round(y.model * 100))).toEqual(
        dated.years.map((y) => Math.round(y.paid * 100)),
      );
    });
  }
});
