// The method sentences come from the model: what 'Zo rekenen we' says about the markets priced, currency
// conversion, connectivity fees and the tariff history follows the provider homes, so a change in the data changes
// the sentence and the text can never again claim what the model no longer does.
import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../src/data/brokers';
import { TARIFFS } from '../../src/data/fees';
import {
  fee,
  onePlan,
  order,
  type BrokerTariff,
  type OrderComponent,
  type Reading,
  type TariffComponent,
} from '../../src/data/providers/types';
import { ALL_MARKETS, MARKET_IDS, OUTSIDE_AMSTERDAM } from '../../src/data/tariffs/markets';
import { normalizeSpaces } from '../../src/lib/format';
import { fundByIsin } from '../../src/lib/funds/list';
import {
  connectivitySentences,
  conversionSentence,
  historySentence,
  historyStarts,
  marketsInWords,
  methodNotes,
  pricedMarkets,
  pricedMarketsSentence,
} from '../../src/lib/costs/method';

const named = BROKERS.map((b) => ({ name: b.name, tariff: TARIFFS[b.id] }));
const tariffs = named.map((n) => n.tariff);
const READING: Reading = {
  source: { title: 'Voorbeeld', url: 'https://www.degiro.nl/tarieven' },
  checked: '2026-11-25',
  validFrom: '2023-05-15',
};

/** A one-plan tariff for the tests, of one provider, with the given components. */
const tariffWith = (components: readonly TariffComponent[]): BrokerTariff => onePlan('degiro', 'basic', components);

/** The same tariffs with `market` taken out of every order component (as if no provider priced it). */
function without(market: string): BrokerTariff[] {
  return tariffs.map((tariff) => ({
    ...tariff,
    plans: tariff.plans.map((plan) => ({
      ...plan,
      components: plan.components.map((c) =>
        c.part === 'order' ? ({ ...c, markets: c.markets.filter((m) => m !== market) } satisfies OrderComponent) : c,
      ),
    })),
  }));
}

describe('the markets priced', () => {
  it('are every market of the model today, and the sentence names them all (not only Amsterdam and the US)', () => {
    // Bolsa de Madrid and the ASX too: DEGIRO's tariff prices them.
    expect(pricedMarkets(tariffs)).toEqual(MARKET_IDS);
    const sentence = normalizeSpaces(pricedMarketsSentence(tariffs));
    for (const name of [
      'Euronext Amsterdam',
      'Euronext Brussel',
      'Xetra',
      'Tradegate',
      'London Stock Exchange',
      'Warschau',
      'Bolsa de Madrid',
      'Australian Securities Exchange',
    ])
      expect(sentence).toContain(name);
    expect(sentence).toContain('Orders op andere beurzen tellen we en noemen we, maar we prijzen ze niet.');
  });

  it('follow the data: a market no provider prices leaves the sentence, and adding it to a tariff brings it back', () => {
    const noXetra = without('xetra');
    expect(pricedMarkets(noXetra)).not.toContain('xetra');
    expect(pricedMarketsSentence(noXetra)).not.toContain('Xetra');
    const amsterdamOnly = [tariffWith([order('order', ['euronext-amsterdam'], fee.flat(1), READING)])];
    expect(normalizeSpaces(pricedMarketsSentence(amsterdamOnly))).toMatch(/^We prijzen orders op Euronext Amsterdam:/);
    const withXetra = [tariffWith([order('order', ['euronext-amsterdam', 'xetra'], fee.flat(1), READING)])];
    expect(normalizeSpaces(pricedMarketsSentence(withXetra))).toMatch(
      /^We prijzen orders op Euronext Amsterdam en Xetra:/,
    );
  });

  it('do not count a market every provider marks as not offered', () => {
    const notOffered = [tariffWith([order('order', ['us'], fee.notOffered, READING)])];
    expect(pricedMarkets(notOffered)).toEqual([]);
  });

  it('say where conversion counts: the priced markets outside the euro', () => {
    const sentence = normalizeSpaces(conversionSentence(tariffs));
    expect(sentence).toContain('Amerikaanse beurzen');
    expect(sentence).toContain('London Stock Exchange');
    expect(sentence).not.toContain('Xetra');
    const euroOnly = [tariffWith([order('order', ['euronext-amsterdam'], fee.flat(1), READING)])];
    expect(conversionSentence(euroOnly)).toContain('geen valutakosten');
  });
});

describe('market sets in words', () => {
  it('name what is left out when that is shorter, else the list', () => {
    expect(marketsInWords(ALL_MARKETS)).toBe('elke beurs in ons kostenmodel');
    expect(marketsInWords(OUTSIDE_AMSTERDAM)).toBe('elke beurs behalve Euronext Amsterdam');
    expect(marketsInWords(['xetra', 'tradegate'])).toBe('Xetra en Tradegate');
  });
});

describe('the connectivity fee', () => {
  it('is per exchange outside Euronext Amsterdam at DEGIRO today, not per US exchange only', () => {
    const [degiro, ...others] = connectivitySentences(named).map(normalizeSpaces);
    expect(others).toEqual([]);
    expect(degiro).toContain('De aansluitingskosten van DEGIRO (0,25% (max. € 2,50) per jaar)');
    expect(degiro).toContain('voor elke beurs behalve Euronext Amsterdam');
  });

  it('follows the component: covering only the US, the sentence says so', () => {
    const onlyUs = { ...TARIFFS.degiro };
    const plan = onlyUs.plans[0]!;
    const components = plan.components.map((c) => (c.part === 'connectivity' ? { ...c, markets: ['us' as const] } : c));
    const sentence = connectivitySentences([
      { name: 'DEGIRO', tariff: { ...onlyUs, plans: [{ ...plan, components }] } },
    ]);
    expect(normalizeSpaces(sentence[0]!)).toContain('voor Amerikaanse beurzen');
    const fundEtf = fundByIsin('IE00B4L5Y983')!;
    // Euronext Brussels is in DEGIRO's home group with Amsterdam: no connectivity fee there either.
    expect(methodNotes([{ name: 'DEGIRO', tariff: TARIFFS.degiro }], fundEtf).map(normalizeSpaces)[0]).toContain(
      'DEGIRO rekent aansluitkosten per beurs, voor elke beurs behalve Euronext Amsterdam en Euronext Brussel',
    );
  });
});

describe('the tariff history', () => {
  it('says how far back each provider’s tariffs go (Saxo from 2021, DEGIRO from 15 May 2023), not that old tariffs are left out', () => {
    const starts = Object.fromEntries(historyStarts(tariffs).map((s) => [s.broker, s.since]));
    expect(starts.saxo).toBe('2021-10-29');
    expect(starts.degiro).toBe('2023-05-15');
    const sentence = normalizeSpaces(historySentence(named));
    expect(sentence).toContain('DEGIRO sinds 15 mei 2023');
    expect(sentence).toContain('Saxo sinds 29 oktober 2021');
    expect(sentence).not.toContain('vroeger had');
  });

  it('follows the data: an older DEGIRO tariff moves DEGIRO’s date back', () => {
    const older = order('order-nl', ['euronext-amsterdam'], fee.flat(2), {
      ...READING,
      validFrom: '2019-01-01',
      validUntil: '2023-05-14',
    });
    const degiro = TARIFFS.degiro;
    const plan = degiro.plans[0]!;
    const withHistory = { ...degiro, plans: [{ ...plan, components: [older, ...plan.components] }] };
    expect(normalizeSpaces(historySentence([{ name: 'DEGIRO', tariff: withHistory }]))).toContain(
      'DEGIRO sinds 1 januari 2019',
    );
  });
});
