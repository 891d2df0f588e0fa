import { describe, expect, it } from 'vitest';
import { BROKERS } from '../../src/data/brokers';
import { BROKER_IDS, FEES_COMPILED, REFERENCE_RATE, TARIFFS, type BrokerId } from '../../src/data/fees';
import { requireRoute } from '../../src/data/routes';
import { routeCrumb, routeLabel } from '../../src/lib/routeTexts';
import {
  brokerCostTable,
  DEFAULT_PROFILE,
  describeTariff,
  describeYearlyFee,
  etfPurchaseFee,
  euronextOrderFee,
  QUICK_PROFILES,
  rankBrokers,
  sanitizeProfile,
  sanitizeProfileField,
  TABLE_ORDER_AMOUNTS,
  tariffComponents,
  tariffSources,
  tariffSummary,
  usConversionFee,
  usOrderFee,
  yearlyCost,
  yearlyFeeAssumptions,
  yearlyFixedFee,
  type CostProfile,
} from '../../src/lib/costs';
import { normalizeSpaces } from '../../src/lib/format';
import { costProfileFromQuery, costProfileToQuery } from '../../src/lib/urlState';

const RATE = REFERENCE_RATE.usdPerEur;
/** A US order of `usd` dollars in shares of `price` dollars, at the reference rate. */
const usOrder = (usd: number, price = 150) => ({ valueUsd: usd, shares: usd / price, usdPerEur: RATE });
const profile = (p: Partial<CostProfile>): CostProfile => ({
  euronextOrders: 0,
  usOrders: 0,
  orderAmountEur: 1000,
  monthlyEtfEur: 0,
  usSharePriceUsd: 150,
  ...p,
});

describe('fee model data', () => {
  it('covers every broker of the list with the reference rate and compile date', () => {
    expect(Object.keys(TARIFFS).sort()).toEqual([...BROKER_IDS].sort());
    expect(BROKERS.map((b) => b.id).sort()).toEqual([...BROKER_IDS].sort());
    expect(FEES_COMPILED).toBe('2026-11-22');
    expect(REFERENCE_RATE).toEqual({ usdPerEur: 1.1, date: '2026-11-22' });
  });

  it('gives every component an https source on the broker’s own site and the compile date', () => {
    const ownDomain: Record<BrokerId, string> = {
      degiro: 'degiro.nl',
      saxo: 'home.saxo',
      ibkr: 'interactivebrokers.com',
      'trade-republic': 'traderepublic.com',
      'trading-212': 'trading212.com',
    };
    for (const id of BROKER_IDS) {
      for (const component of tariffComponents(TARIFFS[id])) {
        expect(component.compiled).toBe(FEES_COMPILED);
        expect(component.source.title).not.toBe('');
        const url = new URL(component.source.url);
        expect(url.protocol).toBe('https:');
        expect(url.hostname.endsWith(ownDomain[id])).toBe(true);
      }
    }
  });
});

/**
 * The one-line tariff the home table, the /brokers hub and the broker pages show: generated from the fee model, so a
 * tariff changed in fees.ts alone changes the line.
 */
describe('the tariff in one line (tariffSummary)', () => {
  const line = (id: BrokerId) => normalizeSpaces(tariffSummary(TARIFFS[id]));

  it('says each broker’s order fees from its figures', () => {
    expect(line('degiro')).toBe('NL € 3,00, US € 2,00');
    expect(line('saxo')).toBe('NL 0,08% (min. € 2,00), US 0,08% (min. $ 1,00)');
    expect(line('ibkr')).toBe('NL 0,05% (min. € 3,00), US $ 0,005 per aandeel (min. $ 1,00)');
    expect(line('trade-republic')).toBe('€ 1,00 per order, NL en US');
    expect(line('trading-212')).toBe('€ 0,00 per order, NL en US');
  });

  it('follows a changed tariff', () => {
    const degiro = TARIFFS.degiro;
    const dearer = { ...degiro, euronext: { ...degiro.euronext, commissionEur: 3 } };
    expect(normalizeSpaces(tariffSummary(dearer))).toBe('NL € 4,00, US € 2,00');
    const percent = { ...degiro, us: { ...degiro.us, percent: 0.1, minimumEur: 5 } };
    expect(normalizeSpaces(tariffSummary(percent))).toBe('NL € 3,00, US 0,1% (min. € 5,00)');
  });
});

describe('order fees (hand-computed)', () => {
  it('DEGIRO: €2 commission + €1 handling on Euronext, €1 + €1 in the US', () => {
    expect(euronextOrderFee(TARIFFS.degiro, 500)).toBe(3);
    expect(usOrderFee(TARIFFS.degiro, usOrder(5500))).toBe(2);
  });

  it('Saxo: 0,08% of €5.000 = €4; US 0,08% of $5.500 = $4,40 = €4', () => {
    expect(euronextOrderFee(TARIFFS.saxo, 5000)).toBeCloseTo(4, 12);
    expect(usOrderFee(TARIFFS.saxo, usOrder(5500))).toBeCloseTo(4, 12);
    // $550: 0,08% = $0,44, so the $1 minimum = €0,909…
    expect(usOrderFee(TARIFFS.saxo, usOrder(550))).toBeCloseTo(1 / 1.1, 12);
  });

  it('IBKR US: per share, at least $1, at most 1% of the order value', () => {
    // 2,000 shares of $5 = $10,000: 2,000 × $0,005 = $10 (cap $100).
    expect(usOrderFee(TARIFFS.ibkr, usOrder(10_000, 5))).toBeCloseTo(10 / 1.1, 12);
    // 10 shares of $150 = $1,500: $0,05 → minimum $1.
    expect(usOrderFee(TARIFFS.ibkr, usOrder(1500, 150))).toBeCloseTo(1 / 1.1, 12);
    // 100 shares of $0,50 = $50: minimum $1 but capped at 1% = $0,50.
    expect(usOrderFee(TARIFFS.ibkr, usOrder(50, 0.5))).toBeCloseTo(0.5 / 1.1, 12);
    // 100,000 shares of $2 = $200,000: $500 per share fee, cap $2,000 not reached.
    expect(usOrderFee(TARIFFS.ibkr, usOrder(200_000, 2))).toBeCloseTo(500 / 1.1, 9);
    // 1,000,000 shares of $0,10 = $100,000: $5,000 per share fee, capped at $1,000.
    expect(usOrderFee(TARIFFS.ibkr, usOrder(100_000, 0.1))).toBeCloseTo(1000 / 1.1, 9);
  });

  it('conversion: a percentage of the amount; IBKR 0,002% with a $2 minimum', () => {
    expect(usConversionFee(TARIFFS.degiro, usOrder(1100))).toBeCloseTo(2.5, 12);
    expect(usConversionFee(TARIFFS.saxo, usOrder(1100))).toBeCloseTo(2.5, 12);
    expect(usConversionFee(TARIFFS['trading-212'], usOrder(1100))).toBeCloseTo(1.5, 12);
    expect(usConversionFee(TARIFFS['trade-republic'], usOrder(1100))).toBe(0);
    // $1,100 × 0,002% = $0,022 → minimum $2.
    expect(usConversionFee(TARIFFS.ibkr, usOrder(1100))).toBeCloseTo(2 / 1.1, 12);
    // $1,100,000 × 0,002% = $22.
    expect(usConversionFee(TARIFFS.ibkr, usOrder(1_100_000))).toBeCloseTo(20, 9);
    // No order, nothing to convert.
    expect(usConversionFee(TARIFFS.ibkr, usOrder(0))).toBe(0);
  });

  it('DEGIRO charges €2,50 a year per US exchange, only in a year with US orders there', () => {
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 0 })).toBe(0);
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 0, usExchanges: 2 })).toBe(0);
    // No exchange named (the yearly comparison, a Trading 212 file): one exchange.
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 1 })).toBe(2.5);
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 40, usExchanges: 0 })).toBe(2.5);
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 40, usExchanges: 1 })).toBe(2.5);
    // NYSE and Nasdaq in one year: 2 × €2,50.
    expect(yearlyFixedFee(TARIFFS.degiro, { usOrders: 3, usExchanges: 2 })).toBe(5);
    for (const id of BROKER_IDS.filter((b) => b !== 'degiro')) {
      expect(yearlyFixedFee(TARIFFS[id], { usOrders: 10, usExchanges: 2 })).toBe(0);
    }
  });

  it('ETF purchase: DEGIRO €1, Saxo and IBKR as a Euronext order, the savings plans free', () => {
    expect(etfPurchaseFee(TARIFFS.degiro, 250)).toBe(1);
    expect(etfPurchaseFee(TARIFFS.saxo, 250)).toBe(2);
    expect(etfPurchaseFee(TARIFFS.saxo, 5000)).toBeCloseTo(4, 12);
    expect(etfPurchaseFee(TARIFFS.ibkr, 250)).toBe(3);
    expect(etfPurchaseFee(TARIFFS.ibkr, 10_000)).toBeCloseTo(5, 12);
    expect(etfPurchaseFee(TARIFFS['trade-republic'], 250)).toBe(0);
    expect(etfPurchaseFee(TARIFFS['trading-212'], 250)).toBe(0);
    expect(etfPurchaseFee(TARIFFS.degiro, 0)).toBe(0);
  });
});

describe('yearly cost', () => {
  it('the default profile (6 NL + 2 US orders of €1.000, shares of $150)', () => {
    expect(DEFAULT_PROFILE).toEqual({
      euronextOrders: 6,
      usOrders: 2,
      orderAmountEur: 1000,
      monthlyEtfEur: 0,
      usSharePriceUsd: 150,
    });
    const degiro = yearlyCost(TARIFFS.degiro, DEFAULT_PROFILE);
    expect(degiro).toEqual({ euronext: 18, us: 4, conversion: 5, fixed: 2.5, etf: 0, total: 29.5 });
    const ibkr = yearlyCost(TARIFFS.ibkr, DEFAULT_PROFILE);
    expect(ibkr.euronext).toBe(18);
    expect(ibkr.us).toBeCloseTo(2 / 1.1, 12);
    expect(ibkr.conversion).toBeCloseTo(4 / 1.1, 12);
    expect(ibkr.total).toBeCloseTo(18 + 6 / 1.1, 12);
    expect(yearlyCost(TARIFFS.saxo, DEFAULT_PROFILE).total).toBeCloseTo(12 + 2 / 1.1 + 5, 12);
    expect(yearlyCost(TARIFFS['trade-republic'], DEFAULT_PROFILE).total).toBe(8);
    expect(yearlyCost(TARIFFS['trading-212'], DEFAULT_PROFILE).total).toBeCloseTo(3, 12);
  });

  it('keeps full precision (rounding is the display’s job)', () => {
    const ibkr = yearlyCost(TARIFFS.ibkr, DEFAULT_PROFILE);
    expect(ibkr.total).not.toBe(Math.round(ibkr.total * 100) / 100);
  });

  it('an ETF plan only: 12 purchases a year, no fixed fee without US orders', () => {
    const monthly = QUICK_PROFILES.find((q) => q.label === 'costs.quick.monthly')!.profile;
    expect(monthly).toMatchObject({ euronextOrders: 0, usOrders: 0, monthlyEtfEur: 250 });
    expect(yearlyCost(TARIFFS.degiro, monthly)).toEqual({
      euronext: 0,
      us: 0,
      conversion: 0,
      fixed: 0,
      etf: 12,
      total: 12,
    });
    expect(yearlyCost(TARIFFS.saxo, monthly).total).toBe(24);
    expect(yearlyCost(TARIFFS.ibkr, monthly).total).toBe(36);
    expect(yearlyCost(TARIFFS['trade-republic'], monthly).total).toBe(0);
  });

  it('the active profile: 40 NL + 20 US orders of €5.000', () => {
    const active = QUICK_PROFILES.find((q) => q.label === 'costs.quick.active')!.profile;
    expect(active).toMatchObject({ euronextOrders: 40, usOrders: 20, orderAmountEur: 5000, monthlyEtfEur: 0 });
    // Saxo: 40 × €4 + 20 × (0,08% + 0,25%) of €5.000 = 160 + 80 + 250.
    expect(yearlyCost(TARIFFS.saxo, active).total).toBeCloseTo(490, 9);
    // IBKR: 40 × €3 (0,05% = €2,50 < €3); US 36,67 shares → $1; conversion $0,11 → $2.
    expect(yearlyCost(TARIFFS.ibkr, active).total).toBeCloseTo(120 + 20 / 1.1 + 40 / 1.1, 9);
    // Trading 212: 20 × 0,15% × €5.000.
    expect(yearlyCost(TARIFFS['trading-212'], active).total).toBeCloseTo(150, 9);
  });
});

describe('rankBrokers', () => {
  it('ranks the default profile cheapest first with the difference to the cheapest', () => {
    const ranked = rankBrokers(DEFAULT_PROFILE);
    expect(ranked.map((r) => r.id)).toEqual(['trading-212', 'trade-republic', 'saxo', 'ibkr', 'degiro']);
    expect(ranked[0]!.differenceEur).toBe(0);
    expect(ranked.at(-1)!.differenceEur).toBeCloseTo(26.5, 9);
    expect(ranked.map((r) => r.name)).toEqual(['Trading 212', 'Trade Republic', 'Saxo', 'IBKR', 'DEGIRO']);
  });

  it('breaks ties by name', () => {
    const nothing = profile({});
    expect(rankBrokers(nothing).map((r) => r.name)).toEqual([
      'DEGIRO',
      'IBKR',
      'Saxo',
      'Trade Republic',
      'Trading 212',
    ]);
    expect(rankBrokers(nothing).every((r) => r.cost.total === 0)).toBe(true);
  });
});

describe('profile input', () => {
  it('clamps to the bounds, whole order counts, never NaN, Infinity or negative', () => {
    expect(sanitizeProfileField('euronextOrders', '')).toBe(0);
    expect(sanitizeProfileField('euronextOrders', '-5')).toBe(0);
    expect(sanitizeProfileField('euronextOrders', 'abc')).toBe(0);
    expect(sanitizeProfileField('euronextOrders', '1e12')).toBe(1000);
    expect(sanitizeProfileField('usOrders', '2.6')).toBe(3);
    expect(sanitizeProfileField('orderAmountEur', '0')).toBe(1);
    expect(sanitizeProfileField('orderAmountEur', 'Infinity')).toBe(1_000_000);
    expect(sanitizeProfileField('monthlyEtfEur', '250,5')).toBe(250.5);
    expect(sanitizeProfileField('usSharePriceUsd', '')).toBe(1);
    expect(sanitizeProfileField('usSharePriceUsd', '1e12')).toBe(100_000);
  });

  it('takes defaults for missing fields and gives finite costs at the extremes', () => {
    expect(sanitizeProfile({})).toEqual(DEFAULT_PROFILE);
    const extreme = sanitizeProfile({
      euronextOrders: '1e12',
      usOrders: '1e12',
      orderAmountEur: '1e12',
      monthlyEtfEur: '1e12',
      usSharePriceUsd: '-1',
    });
    for (const r of rankBrokers(extreme)) {
      for (const value of Object.values(r.cost)) {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('broker page cost table', () => {
  it('gives orders of €500, €1.000 and €5.000 per kind of order', () => {
    expect(TABLE_ORDER_AMOUNTS).toEqual([500, 1000, 5000]);
    const degiro = brokerCostTable(TARIFFS.degiro);
    const cents = (fees: readonly number[]) => fees.map((f) => Math.round(f * 100) / 100);
    expect(degiro.map((r) => cents(r.fees))).toEqual([
      [3, 3, 3],
      [2, 2, 2],
      [1.25, 2.5, 12.5],
      [1, 1, 1],
    ]);
    const saxo = brokerCostTable(TARIFFS.saxo);
    expect(saxo[0]!.fees).toEqual([2, 2, 4]);
    // US: 0,08% of $550 = $0,44 → $1; of $5.500 = $4,40 = €4.
    expect(saxo[1]!.fees[0]).toBeCloseTo(1 / 1.1, 12);
    expect(saxo[1]!.fees[2]).toBeCloseTo(4, 12);
    const ibkr = brokerCostTable(TARIFFS.ibkr);
    expect(ibkr[0]!.fees).toEqual([3, 3, 3]);
    expect(ibkr[2]!.fees.every((f) => Math.abs(f - 2 / 1.1) < 1e-12)).toBe(true);
  });
});

describe('cost profile in the URL', () => {
  it('writes every field under its Dutch name and reads it back', () => {
    const p = { euronextOrders: 12, usOrders: 4, orderAmountEur: 2500.5, monthlyEtfEur: 100, usSharePriceUsd: 40 };
    expect(costProfileToQuery(p)).toBe('nl=12&us=4&bedrag=2500.5&etf=100&koers=40');
    expect(costProfileFromQuery(`?${costProfileToQuery(p)}`)).toEqual(p);
  });

  it('keeps defaults for missing parameters and clamps bad ones', () => {
    expect(costProfileFromQuery('')).toEqual(DEFAULT_PROFILE);
    expect(costProfileFromQuery('?nl=-3&us=abc&bedrag=1e12&etf=&koers=0')).toEqual({
      euronextOrders: 0,
      usOrders: 0,
      orderAmountEur: 1_000_000,
      monthlyEtfEur: 0,
      usSharePriceUsd: 1,
    });
  });
});

describe('the tariff in words', () => {
  it("'Zo rekenen we' states the one-US-exchange assumption and the cap it leaves out, from the model", () => {
    const lines = yearlyFeeAssumptions(BROKERS.map((b) => ({ name: b.name, tariff: TARIFFS[b.id] }))).map(
      normalizeSpaces,
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('DEGIRO rekent € 2,50 aansluitkosten per jaar voor elke Amerikaanse beurs');
    expect(lines[0]).toContain('gaat uit van één Amerikaanse beurs');
    expect(lines[1]).toContain('0,25% van de waarde van je rekening');
    expect(lines[1]).toContain('rekenen we niet mee');
    // A broker without a yearly fee adds nothing.
    expect(yearlyFeeAssumptions([{ name: 'Saxo', tariff: TARIFFS.saxo }])).toEqual([]);
  });

  const words = (id: BrokerId) => describeTariff(TARIFFS[id]).map((l) => normalizeSpaces(`${l.label}: ${l.text}`));

  it('describes each component from its figures', () => {
    expect(words('degiro')).toEqual([
      'Order op Euronext Amsterdam: € 3,00 per order (€ 2,00 commissie + € 1,00 handling fee)',
      'Order op een Amerikaanse beurs: € 2,00 per order (€ 1,00 commissie + € 1,00 handling fee)',
      'Valuta bij een Amerikaanse order: 0,25% van het orderbedrag (AutoFX)',
      'Vaste kosten: € 2,50 per Amerikaanse beurs per jaar (aansluitkosten, NYSE en Nasdaq apart, in elk jaar waarin je daar handelt)',
      'Maandelijkse ETF-aankoop: € 1,00 per aankoop (ETF uit de kernselectie: alleen handling fee)',
    ]);
    expect(words('ibkr')).toEqual([
      'Order op Euronext Amsterdam: 0,05% van het orderbedrag, minimaal € 3,00',
      'Order op een Amerikaanse beurs: $ 0,005 per aandeel, minimaal $ 1,00, maximaal 1% van het orderbedrag',
      'Valuta bij een Amerikaanse order: 0,002% van het orderbedrag, minimaal $ 2,00 (één conversie per Amerikaanse order)',
      'Vaste kosten: geen',
      'Maandelijkse ETF-aankoop: als een order op Euronext Amsterdam',
    ]);
    expect(words('saxo')[1]).toBe('Order op een Amerikaanse beurs: 0,08% van het orderbedrag, minimaal $ 1,00');
    expect(words('trade-republic')[2]).toBe('Valuta bij een Amerikaanse order: geen (je handelt in euro)');
  });

  it('says the yearly fee from its amount, when it is charged and its note', () => {
    const { note: _note, ...bare } = TARIFFS.degiro.yearly;
    expect(normalizeSpaces(describeYearlyFee({ ...bare }))).toBe('€ 2,50 per Amerikaanse beurs per jaar');
    expect(normalizeSpaces(describeYearlyFee({ ...bare, perUsExchange: false, onlyWithUsOrders: false }))).toBe(
      '€ 2,50 per jaar',
    );
    expect(normalizeSpaces(describeYearlyFee({ ...bare, eurPerYear: 0 }))).toBe('geen');
    expect(normalizeSpaces(describeYearlyFee({ ...bare, perUsExchange: false, note: 'x' }))).toBe(
      '€ 2,50 per jaar, alleen in een jaar waarin je op een Amerikaanse beurs handelt (x)',
    );
  });

  it('lists each source page once with its date', () => {
    expect(tariffSources(TARIFFS.degiro)).toEqual([
      { title: 'DEGIRO – Tarieven', url: 'https://www.degiro.nl/tarieven', compiled: '2026-11-22' },
    ]);
    expect(tariffSources(TARIFFS.ibkr).map((s) => s.url)).toHaveLength(3);
  });
});

describe('routes of the broker pages', () => {
  it('has a page per broker, named after it, under the Brokers hub', () => {
    expect(routeCrumb(requireRoute('/brokers'))).toBe('Brokers');
    for (const b of BROKERS) {
      const page = requireRoute(`/brokers/${b.id}`);
      expect([routeLabel(page), routeCrumb(page), page.group]).toEqual([b.name, b.name, 'brokers']);
    }
    const tool = requireRoute('/tools/kosten-vergelijken');
    expect([routeCrumb(tool), tool.group]).toEqual(['Kosten vergelijken', 'tools']);
  });
});
