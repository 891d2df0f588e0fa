// The fund list (src/data/funds/) and the fund cost every result counts: TER + transaction costs + dividend leakage.
import { describe, expect, it } from 'vitest';
import { ETFS } from '../../src/data/etfs';
import { TARIFFS } from '../../src/data/fees';
import { FUNDS, type Fund, type FundFigure } from '../../src/data/funds/index';
import { DEFAULT_PROFILE } from '../../src/lib/costs';
import { DEFAULT_ETF } from '../../src/lib/costs/keepOptions';
import { methodNotes } from '../../src/lib/costs/method';
import { ownFundPercent } from '../../src/lib/costs/tariff';
import { yearlyCost } from '../../src/lib/costs/yearly';
import { DEFAULT_FUND_RATES, OWN_FUND_RATES } from '../../src/lib/funds/defaults';
import { fundDomicile, isinCountry } from '../../src/lib/funds/domicile';
import { fundByIsin, fundRates, fundsOpenData, ownFundOf, SITE_FUND_RATES } from '../../src/lib/funds/list';
import { fundCostParts, fundCostPercent, leakagePercent } from '../../src/lib/funds/rates';
import { normalizeSpaces } from '../../src/lib/format';
import { GET as fundsJson } from '../../src/pages/fondsen.json';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function figures(fund: Fund): [string, FundFigure<unknown>][] {
  const all: [string, FundFigure<unknown> | null | undefined][] = [
    ['fiscalStatus', fund.fiscalStatus],
    ['ter', fund.ter],
    ['transactionCosts', fund.transactionCosts],
    ['dividendYield', fund.dividendYield],
    ['dividendLeakage', fund.dividendLeakage],
    ['securitiesLending', fund.securitiesLending],
  ];
  return all.filter((entry): entry is [string, FundFigure<unknown>] => entry[1] != null);
}

describe('the fund list', () => {
  it('holds at least 40 funds, every ETF of the picker among them, each ISIN once', () => {
    expect(FUNDS.length).toBeGreaterThanOrEqual(40);
    const isins = FUNDS.map((fund) => fund.isin);
    expect(new Set(isins).size).toBe(isins.length);
    for (const etf of ETFS) expect(isins, etf.name).toContain(etf.isin);
    // The funds readers hold at fund houses and banks, and iShares MSCI EM (IEMM), which the picker lacks.
    for (const isin of ['NL0011225305', 'NL0011515424', 'NL0013552078', 'NL0013689110', 'NL0012706154', 'IE00B0M63177'])
      expect(isins).toContain(isin);
  });

  it('gives every figure a source and dates, and a third party’s reading its name and date', () => {
    for (const fund of FUNDS) {
      for (const [key, figure] of figures(fund)) {
        const where = `${fund.isin} ${key}`;
        expect(figure.source.url, where).toMatch(/^https?:\/\//);
        expect(figure.source.title.length, where).toBeGreaterThan(0);
        expect(figure.checked, where).toMatch(DAY);
        expect(figure.validFrom, where).toMatch(DAY);
        expect(typeof figure.confirmed, where).toBe('boolean');
        if (figure.thirdParty) {
          expect(figure.thirdParty.date, where).toMatch(DAY);
          expect(figure.confirmed, `${where}: a third party's reading is not the issuer's confirmation`).toBe(false);
        }
      }
    }
  });

  it('has a dividendLeakage entry for every fund: a figure, or null for onbekend', () => {
    for (const fund of FUNDS) expect(Object.keys(fund), fund.isin).toContain('dividendLeakage');
  });

  it('never gives an accumulating class a zero dividend yield', () => {
    for (const fund of FUNDS.filter((f) => !f.distributing)) expect(fund.dividendYield?.value, fund.isin).not.toBe(0);
  });

  it('has the picker’s TER for each of its ETFs; a disagreeing reading is sourced and the costlier counts', () => {
    for (const etf of ETFS) expect(fundByIsin(etf.isin)!.ter.value, etf.isin).toBe(etf.fee);
    for (const fund of FUNDS) {
      for (const reading of fund.ter.readings ?? []) {
        expect(reading.source.url).toMatch(/^https:/);
        expect(reading.validFrom).toMatch(DAY);
        expect(fundRates(fund).terPct).toBeGreaterThanOrEqual(reading.value);
      }
    }
    // Vanguard FTSE All-World: 0,19% in the picker, 0,22% in two dated third-party readings: 0,22% counts.
    expect(fundRates(fundByIsin('IE00BK5BQT80')!).terPct).toBe(0.22);
  });

  it('counts Meesman’s and the Dutch funds’ leakage as nil, sourced', () => {
    for (const fund of FUNDS.filter((f) => f.issuer !== 'VanEck' && isinCountry(f.isin) === 'NL')) {
      expect(fund.dividendLeakage?.value, fund.isin).toBe(0);
      expect(fund.dividendLeakage?.source.url, fund.isin).toMatch(/^https:/);
    }
  });
});

describe('domicile from the ISIN', () => {
  it('reads the country from the first two letters', () => {
    expect(fundDomicile('IE00B4L5Y983')).toBe('Ierland');
    expect(fundDomicile('NL0013689110')).toBe('Nederland');
    expect(fundDomicile('LU0274211480')).toBe('Luxemburg');
    expect(fundDomicile('DE0005933931')).toBe('Duitsland');
    expect(fundDomicile('XS0000000000')).toBe('XS');
  });

  it('gives every foreign fund of the list the status that a foreign fund cannot be a Dutch FBI', () => {
    for (const fund of FUNDS.filter((f) => isinCountry(f.isin) !== 'NL'))
      expect(fund.fiscalStatus.value).toBe('buitenlands');
  });
});

describe('the fund cost arithmetic', () => {
  it('leakage = yield × share; nil when nothing leaks; unknown when either is unknown', () => {
    expect(leakagePercent(2, 15)).toBeCloseTo(0.3, 12);
    expect(leakagePercent(null, 0)).toBe(0);
    expect(leakagePercent(null, 12)).toBeNull();
    expect(leakagePercent(1.5, null)).toBeNull();
  });

  it('adds the known parts, in percent and in euros on the balance', () => {
    const rates = { terPct: 0.2, transactionPct: 0.05, leakagePct: 0.3 };
    expect(fundCostPercent(rates)).toBeCloseTo(0.55, 12);
    expect(fundCostParts(rates, 10_000)).toEqual({ ter: 20, transaction: 5, leakage: 30 });
    // Unknown parts stay unknown, never € 0, and are left out of the sum.
    const unknown = { terPct: 0.2, transactionPct: null, leakagePct: null };
    expect(fundCostPercent(unknown)).toBeCloseTo(0.2, 12);
    expect(fundCostParts(unknown, 10_000)).toEqual({ ter: 20, transaction: null, leakage: null });
  });

  it('holds the tool’s default ETF and Meesman’s fund equal to the list', () => {
    expect(fundRates(fundByIsin(DEFAULT_ETF.isin)!)).toEqual(DEFAULT_FUND_RATES);
    const meesman = ownFundOf('meesman')!;
    const own = OWN_FUND_RATES.meesman!;
    expect(meesman.isin).toBe(own.isin);
    // Its ongoing charges are Meesman's tariff's own-fund component (src/data/providers/meesman.ts), the same figure.
    expect(ownFundPercent(TARIFFS.meesman.plans[0]!)).toMatchObject({ kind: 'percentage', percent: meesman.ter.value });
    const rates = fundRates(meesman);
    expect({ transactionPct: rates.transactionPct, leakagePct: rates.leakagePct }).toEqual({
      transactionPct: own.transactionPct,
      leakagePct: own.leakagePct,
    });
  });

  it('prices every result’s fund part as TER + transaction costs + leakage on the same balance', () => {
    // The default profile: € 10.000, no plan; IWDA 0,20% + 0,034% + 1,65% × 11,63%.
    const degiro = yearlyCost(TARIFFS.degiro, DEFAULT_PROFILE);
    expect(degiro.fundParts.ter).toBeCloseTo(20, 9);
    expect(degiro.fundParts.transaction).toBeCloseTo(3.4, 9);
    expect(degiro.fundParts.leakage).toBeCloseTo(10_000 * 0.0165 * 0.1163, 9);
    expect(degiro.fund).toBeCloseTo(20 + 3.4 + 10_000 * 0.0165 * 0.1163, 9);
    // Meesman: its own fund's ongoing charges from its tariff, plus the fund's transaction costs; no leakage.
    const meesman = yearlyCost(TARIFFS.meesman, { ...DEFAULT_PROFILE, euronextOrders: 0, usOrders: 0 });
    expect(meesman.ownFund).toBe(true);
    expect(meesman.fundParts.ter).toBeCloseTo(40, 9);
    expect(meesman.fundParts.transaction).toBeCloseTo(2.8, 9);
    expect(meesman.fundParts.leakage).toBe(0);
    // A picked fund whose leakage is unknown counts its TER alone and says so (null), never 0.
    const sp500 = yearlyCost(
      TARIFFS.degiro,
      { ...DEFAULT_PROFILE, etfIsin: 'IE00BFMXXD54' },
      undefined,
      undefined,
      SITE_FUND_RATES,
    );
    expect(sp500.fundParts.ter).toBeCloseTo(7, 9);
    expect(sp500.fundParts.transaction).toBeNull();
    expect(sp500.fundParts.leakage).toBeNull();
    expect(sp500.fund).toBeCloseTo(7, 9);
    // A picked fund changes the parts: Northern Trust's world fund, TER 0,15% + 0,015%, no leakage.
    const nt = yearlyCost(
      TARIFFS.degiro,
      { ...DEFAULT_PROFILE, etfIsin: 'NL0011225305' },
      undefined,
      undefined,
      SITE_FUND_RATES,
    );
    expect(nt.fundParts.ter).toBeCloseTo(15, 9);
    expect(nt.fundParts.transaction).toBeCloseTo(1.5, 9);
    expect(nt.fundParts.leakage).toBe(0);
  });
});

describe('/fondsen.json', () => {
  it('lists every fund with its domicile, rates, figures and the licence of /tarieven.json', async () => {
    const data = (await (await fundsJson({} as never)).json()) as ReturnType<typeof fundsOpenData> & {
      licence: { name: string };
    };
    expect(data.licence.name).toBe('CC BY 4.0');
    expect(data.count).toBe(FUNDS.length);
    expect(data.funds.map((f) => f.isin)).toEqual(FUNDS.map((f) => f.isin));
    const iwda = data.funds.find((f) => f.isin === 'IE00B4L5Y983')!;
    expect(iwda.domicile).toBe('Ierland');
    expect(iwda.rates).toEqual(DEFAULT_FUND_RATES);
    expect(iwda.dividendLeakage?.thirdParty?.date).toBe('2024-10-11');
    expect(Array.isArray(data.changes)).toBe(true);
  });
});

describe('the fund sentence in ‘Zo rekenen we’', () => {
  const named = [{ name: 'DEGIRO', tariff: TARIFFS.degiro }];
  const fundLine = (fund: Fund) => normalizeSpaces(methodNotes(named, fund).find((l) => l.startsWith('Fondskosten'))!);

  it('names the default ETF’s parts from the data, the third party with its date', () => {
    const line = fundLine(fundByIsin('IE00B4L5Y983')!);
    expect(line).toContain('TER 0,20%');
    expect(line).toContain('1,65% dividendrendement × 11,63% weglek');
    expect(line).toContain('lezing van indexfondsenvergelijken.nl (niet meer actief), 11 oktober 2024');
  });

  it('follows the data: another leakage figure, or none, changes the sentence', () => {
    const iwda = fundByIsin('IE00B4L5Y983')!;
    const changed: Fund = { ...iwda, dividendLeakage: { ...iwda.dividendLeakage!, value: 15 } };
    expect(fundLine(changed)).toContain('1,65% dividendrendement × 15% weglek');
    expect(fundLine({ ...iwda, dividendLeakage: null })).toContain('dividendlek onbekend');
  });

  it('shows disagreeing readings with the one it counts', () => {
    expect(fundLine(fundByIsin('IE00BK5BQT80')!)).toContain(
      'TER 0,22% (de bronnen verschillen: 0,19% tegenover 0,22%; we rekenen met de hoogste)',
    );
  });

  it('names Meesman’s own fund with its transaction costs and nil leakage', () => {
    const line = normalizeSpaces(
      methodNotes(
        [{ name: 'Meesman', tariff: TARIFFS.meesman, ownFund: ownFundOf('meesman') }],
        fundByIsin('IE00B4L5Y983')!,
      ).find((l) => l.startsWith('Fondskosten'))!,
    );
    expect(line).toContain('Meesman: Meesman Indexfonds Aandelen Wereldwijd Totaal');
    expect(line).toContain('dividendlek nihil');
  });
});
