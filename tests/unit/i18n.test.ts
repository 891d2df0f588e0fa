import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKER_LIST } from '../../src/data/brokerList';
import { requireRoute, ROUTES } from '../../src/data/routes';
import { t, tEn } from '../../src/i18n';
import * as EN_EXPORTS from '../../src/i18n/en';
import { en } from '../../src/i18n/en';
import * as NL_EXPORTS from '../../src/i18n/nl';
import { nl } from '../../src/i18n/nl';
import { tCosts } from '../../src/i18n/nl/costs';
import { tEtf } from '../../src/i18n/nl/etf';
import { routeCrumb, routeLabel } from '../../src/lib/routeTexts';

const EN_SECTIONS = Object.fromEntries(Object.entries(EN_EXPORTS).filter(([name]) => name.startsWith('EN_')));
const NL_SECTIONS = Object.entries(NL_EXPORTS)
  .filter(([name]) => name.startsWith('NL_'))
  .map(([, section]) => section as Readonly<Record<string, string>>);

describe('UI dictionaries', () => {
  it('fill every placeholder they are given', () => {
    expect(t('news.pageOf', { page: 2, pages: 7 })).toBe('Pagina 2 van 7');
    expect(t('news.titlePage', { title: 'Nieuws', page: 3 })).toBe('Nieuws - pagina 3');
  });
  it('leave a placeholder without a value visible', () => {
    expect(t('news.publishedOn')).toBe('Published on {date}');
  });
  it('hold no empty texts', () => {
    for (const [key, text] of [...Object.entries(nl), ...Object.entries(en)]) expect(text.trim(), key).not.toBe('');
  });
  it('keep each Dutch key in exactly one section, and the sections make the whole dictionary', () => {
    const keys = NL_SECTIONS.flatMap((section) => Object.keys(section));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.sort()).toEqual(Object.keys(nl).sort());
  });
  it('give a section the same text as the whole dictionary', () => {
    expect(tEtf('etf.count', { found: 3, total: 50 })).toBe(t('etf.count', { found: 3, total: 50 }));
    expect(tCosts('costs.results.orders', { count: 4 })).toBe('4 orders');
  });
  it('keep each English key in exactly one section, and the sections make the whole dictionary', () => {
    const sections = Object.values(EN_SECTIONS);
    const keys = sections.flatMap((section) => Object.keys(section));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
  });
  it("write the spec's 'Uitloggen' once: other texts take it from action.signOut", () => {
    const holding = Object.entries(nl).filter(([, text]) => text.includes('Uitloggen'));
    expect(holding.map(([key]) => key)).toEqual(['action.signOut']);
    expect(t('profile.signOut.failed', { action: t('action.signOut') })).toBe('Uitloggen is mislukt.');
  });
  it('read the English portfolio texts', () => {
    expect(tEn('portfolio.title')).toBe(en['portfolio.title']);
  });
});

/** Every source file outside the dictionary, as text: where the keys are used. */
function sourcesOutsideI18n(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'i18n') ? [] : sourcesOutsideI18n(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('dictionary keys', () => {
  const sources = sourcesOutsideI18n().join('\n');

  it('are each used by the site (a key no page, island or script names is deleted)', () => {
    const unused = [...Object.keys(nl), ...Object.keys(en)].filter(
      (key) => !sources.includes(`'${key}'`) && !sources.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});

describe('the route table', () => {
  const texts = ROUTES.flatMap((r) => [
    r.label,
    r.crumb,
    ...(r.title ? [r.title] : []),
    ...(r.description ? [r.description] : []),
  ]);

  it('names its texts by dictionary key, and only broker pages by a name from the broker list', () => {
    const brokerNames = new Set<string>(BROKER_LIST.map((b) => b.name));
    for (const text of texts) {
      if (typeof text === 'string') expect(Object.keys(nl)).toContain(text);
      else if ('en' in text) expect(Object.keys(en)).toContain(text.en);
      else expect(brokerNames).toContain(text.name);
    }
    const named = ROUTES.filter((r) => typeof r.label === 'object' && 'name' in r.label).map((r) => r.path);
    expect(named).toEqual(BROKER_LIST.map((b) => `/brokers/${b.id}`));
  });

  it('reads each label and crumb from the dictionary', () => {
    expect(routeLabel(requireRoute('/aandelen'))).toBe(t('nav.shares.hub'));
    expect(routeCrumb(requireRoute('/aandelen'))).toBe(t('nav.shares'));
    expect(routeLabel(requireRoute('/portfolio/dashboard'))).toBe(tEn('hub.page.dashboard'));
    expect(routeLabel(requireRoute('/tools/mijn-kosten'))).toBe(t('page.myCosts.title'));
  });
});
