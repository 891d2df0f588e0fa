import { describe, expect, it } from 'vitest';
import { ETF_CATEGORIES, ETF_REGIONS, ETFS, type Etf } from '../../src/data/etfs';
import { t } from '../../src/i18n';
import {
  ALL,
  categoryOptions,
  DEFAULT_FINDER_STATE,
  DISTRIBUTION_OPTIONS,
  filterEtfs,
  findEtfs,
  hasActiveFilters,
  matchesQuery,
  regionOptions,
  sortEtfs,
  type EtfFinderState,
} from '../../src/lib/etf';
import { formatTer } from '../../src/lib/format';
import { expandIsin, isValidIsin, luhnValid } from '../../src/lib/isin';
import { nextSort } from '../../src/lib/sort';
import { finderFromQuery, finderToQuery } from '../../src/lib/urlState';

const names = (list: readonly Etf[]) => list.map((e) => e.name);
const filters = (patch: Partial<EtfFinderState>): EtfFinderState => ({ ...DEFAULT_FINDER_STATE, ...patch });

describe('ISIN check digit', () => {
  it('expands letters and checks the Luhn digit', () => {
    expect(expandIsin('IE00B4L5Y983')).toBe('18140011421534983');
    expect(expandIsin('US0378331005')).toBe('30280378331005');
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(isValidIsin('US0378331005')).toBe(true); // Apple
    expect(isValidIsin('IE00B4L5Y983')).toBe(true);
    expect(isValidIsin('IE00B4L5Y984')).toBe(false); // wrong check digit
    expect(isValidIsin('IE00B4L5Y98')).toBe(false); // too short
    expect(isValidIsin('ie00b4l5y983')).toBe(false); // lower case is not an ISIN
  });

  it.each(ETFS.map((e) => [e.isin, e.name]))('%s (%s) is a valid ISIN', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
  });
});

describe('the catalogue', () => {
  it('holds 40–50 entries with unique ISINs and names', () => {
    expect(ETFS.length).toBeGreaterThanOrEqual(40);
    expect(ETFS.length).toBeLessThanOrEqual(50);
    expect(new Set(ETFS.map((e) => e.isin)).size).toBe(ETFS.length);
    expect(new Set(ETFS.map((e) => e.name)).size).toBe(ETFS.length);
  });

  it('uses only the spec categories and regions, and every category occurs', () => {
    expect(ETF_CATEGORIES).toEqual([
      'Technologie & Innovatie',
      "Regio- & Landenspecifieke ETF's",
      'Energie & Duurzaamheid',
      "Sectoren & Thema's",
      'Strategie & Stijl',
    ]);
    for (const etf of ETFS) {
      expect(ETF_CATEGORIES).toContain(etf.category);
      expect(ETF_REGIONS).toContain(etf.region);
    }
    expect(new Set(ETFS.map((e) => e.category)).size).toBe(ETF_CATEGORIES.length);
  });

  it('has plausible TERs and UCITS names', () => {
    for (const etf of ETFS) {
      expect(etf.fee).toBeGreaterThan(0);
      expect(etf.fee).toBeLessThan(1);
      expect(etf.name).toMatch(/UCITS ETF/);
    }
  });
});

describe('search and filters', () => {
  it('matches trimmed, case-insensitive text in name, ISIN, category or region', () => {
    const msciWorld = ETFS.find((e) => e.isin === 'IE00B4L5Y983')!;
    expect(matchesQuery(msciWorld, '  core msci WORLD ')).toBe(true);
    expect(matchesQuery(msciWorld, 'ie00b4l5')).toBe(true);
    expect(matchesQuery(msciWorld, 'landenspecifieke')).toBe(true);
    expect(matchesQuery(msciWorld, 'wereld')).toBe(true);
    expect(matchesQuery(msciWorld, 'nasdaq')).toBe(false);
    expect(matchesQuery(msciWorld, '   ')).toBe(true);
  });

  it('finds by ISIN and by name', () => {
    expect(names(filterEtfs(ETFS, filters({ query: 'NL0009272749' })))).toEqual(['VanEck AEX UCITS ETF']);
    expect(filterEtfs(ETFS, filters({ query: 's&p 500' })).every((e) => /S&P 500/.test(e.name))).toBe(true);
  });

  it('combines the filters with AND', () => {
    const result = filterEtfs(ETFS, filters({ region: 'VS', distribution: 'Uitkerend' }));
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((e) => e.region === 'VS' && e.distributing)).toBe(true);
    const tech = filterEtfs(ETFS, filters({ region: 'VS', category: 'Technologie & Innovatie', query: 'nasdaq' }));
    expect(tech.every((e) => e.region === 'VS' && e.category === 'Technologie & Innovatie')).toBe(true);
    expect(names(tech).sort()).toEqual([
      'Invesco EQQQ NASDAQ-100 UCITS ETF Dist',
      'iShares NASDAQ 100 UCITS ETF USD (Acc)',
    ]);
    const acc = filterEtfs(ETFS, filters({ distribution: 'Herbeleggend' }));
    expect(acc.every((e) => !e.distributing)).toBe(true);
    expect(acc.length + filterEtfs(ETFS, filters({ distribution: 'Uitkerend' })).length).toBe(ETFS.length);
    expect(filterEtfs(ETFS, filters({ region: 'Japan', query: 'nasdaq' }))).toEqual([]);
  });

  it("'Alle' everywhere returns the whole catalogue", () => {
    expect(filterEtfs(ETFS, DEFAULT_FINDER_STATE)).toHaveLength(ETFS.length);
    expect(hasActiveFilters(DEFAULT_FINDER_STATE)).toBe(false);
    expect(hasActiveFilters(filters({ query: ' x ' }))).toBe(true);
    expect(hasActiveFilters(filters({ query: '   ' }))).toBe(false);
  });
});

describe('options and sorting', () => {
  it("offers 'Alle' plus the sorted distinct values", () => {
    const regions = regionOptions(ETFS);
    expect(regions[0]).toBe(ALL);
    expect(regions.slice(1)).toEqual([...new Set(ETFS.map((e) => e.region))].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(regions).toEqual([ALL, ...[...ETF_REGIONS].sort((a, b) => a.localeCompare(b, 'nl'))]);
    expect(categoryOptions(ETFS)).toEqual([ALL, ...[...ETF_CATEGORIES].sort((a, b) => a.localeCompare(b, 'nl'))]);
    expect(DISTRIBUTION_OPTIONS).toEqual(['Alle', 'Uitkerend', 'Herbeleggend']);
  });

  it('sorts by name and by TER in both directions without changing the input', () => {
    const input = [...ETFS];
    const byName = sortEtfs(input, { key: 'naam', direction: 'asc' });
    expect(input).toEqual(ETFS);
    for (let i = 1; i < byName.length; i++) {
      expect(byName[i - 1]!.name.localeCompare(byName[i]!.name, 'nl', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
    }
    expect(sortEtfs(input, { key: 'naam', direction: 'desc' })).toEqual([...byName].reverse());
    const byTer = sortEtfs(input, { key: 'ter', direction: 'asc' });
    expect(byTer.map((e) => e.fee)).toEqual([...input.map((e) => e.fee)].sort((a, b) => a - b));
    const byTerDesc = sortEtfs(input, { key: 'ter', direction: 'desc' });
    expect(byTerDesc[0]!.fee).toBe(Math.max(...input.map((e) => e.fee)));
  });

  it('toggles the direction on the same column and starts ascending on another', () => {
    expect(nextSort({ key: 'naam', direction: 'asc' }, 'naam')).toEqual({ key: 'naam', direction: 'desc' });
    expect(nextSort({ key: 'naam', direction: 'desc' }, 'naam')).toEqual({ key: 'naam', direction: 'asc' });
    expect(nextSort({ key: 'naam', direction: 'desc' }, 'ter')).toEqual({ key: 'ter', direction: 'asc' });
  });

  it('findEtfs filters then sorts', () => {
    const found = findEtfs(ETFS, filters({ region: 'Wereld', sort: { key: 'ter', direction: 'asc' } }));
    expect(found.every((e) => e.region === 'Wereld')).toBe(true);
    expect(found[0]!.fee).toBe(Math.min(...found.map((e) => e.fee)));
  });
});

describe('texts', () => {
  it("shows 'X van Y ETF's gevonden' and TER with two decimals", () => {
    expect(t('etf.count', { found: 3, total: 50 })).toBe("3 van 50 ETF's gevonden");
    expect(formatTer(0.07)).toBe('0,07%');
    expect(formatTer(0.2)).toBe('0,20%');
    expect(formatTer(0.125)).toMatch(/^0,1[23]%$/);
  });
});

describe('finder URL state', () => {
  const options = { regions: regionOptions(ETFS), categories: categoryOptions(ETFS) };

  it('leaves defaults out and round-trips everything else', () => {
    expect(finderToQuery(DEFAULT_FINDER_STATE)).toBe('');
    const state = filters({
      query: 'world',
      region: 'Wereld',
      distribution: 'Herbeleggend',
      category: "Regio- & Landenspecifieke ETF's",
      sort: { key: 'ter', direction: 'desc' },
    });
    const query = finderToQuery(state);
    expect(query).toContain('regio=Wereld');
    expect(query).toContain('sorteer=ter');
    expect(finderFromQuery(`?${query}`, options)).toEqual(state);
  });

  it('falls back to the defaults for unknown values', () => {
    expect(
      finderFromQuery('?regio=Mars&distributie=soms&categorie=x&sorteer=prijs&richting=zijwaarts', options),
    ).toEqual(DEFAULT_FINDER_STATE);
    expect(finderFromQuery('?regio=wereld', options).region).toBe('Wereld');
  });
});
