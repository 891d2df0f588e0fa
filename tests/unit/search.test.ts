import { afterEach, describe, expect, it, vi } from 'vitest';
import { excerptSegments } from '../../src/lib/search/excerpt';
import { t } from '../../src/i18n';
import { opensSearch, resultHref, resultStatus } from '../../src/lib/search/results';
import { searchSectionFor } from '../../src/data/routes';
import { SEARCH_SECTIONS } from '../../src/lib/search/sections';
import { firebaseSettings } from '../../src/environment.mjs';
import { readFileSync } from 'node:fs';
import { cspDirectives, cspScriptResources, PAGEFIND_ASSET_CSP, SCRIPT_ASSET_CSP } from '../../src/security/csp.mjs';
import { debouncer } from '../../src/scripts/search/debounce';
import { bundleUrl, BUNDLE, SEARCH_LOAD_TIMEOUT_MS, searchWithinTime } from '../../src/scripts/search/pagefind';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('excerptSegments', () => {
  it('turns only Pagefind’s <mark> into highlighted runs', () => {
    expect(excerptSegments('Over <mark>aandelen</mark> en <mark>dividend</mark>.')).toEqual([
      { text: 'Over ', mark: false },
      { text: 'aandelen', mark: true },
      { text: ' en ', mark: false },
      { text: 'dividend', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('keeps escaped page text as literal text, never as markup', () => {
    const hostile = '&lt;/script&gt;&lt;img src=x onerror="y"&gt; <mark>Hostile</mark> &lt;mark&gt;fake&lt;/mark&gt;';
    expect(excerptSegments(hostile)).toEqual([
      { text: '</script><img src=x onerror="y"> ', mark: false },
      { text: 'Hostile', mark: true },
      { text: ' <mark>fake</mark>', mark: false },
    ]);
  });

  it('tolerates an unclosed mark and an empty excerpt', () => {
    expect(excerptSegments('a <mark>b')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });
});

describe('resultHref', () => {
  it('drops the .html of built files and keeps anchors', () => {
    expect(resultHref('/aandelen/wat-is-dividend.html')).toBe('/aandelen/wat-is-dividend');
    expect(resultHref('/faq.html#faq-3')).toBe('/faq#faq-3');
    expect(resultHref('/')).toBe('/');
    expect(resultHref('/index.html')).toBe('/');
    expect(resultHref('/#compare')).toBe('/#compare');
  });
});

describe('resultStatus', () => {
  it('counts results and names the query when there are none', () => {
    const texts = { none: t('search.none'), one: t('search.one'), many: t('search.many') };
    expect(resultStatus('xyz', 0, texts)).toBe('Geen resultaten voor "xyz"');
    expect(resultStatus('etf', 1, texts)).toBe('1 resultaat');
    expect(resultStatus('etf', 12, texts)).toBe('12 resultaten');
  });
});

describe('opensSearch', () => {
  it("opens on '/', Ctrl+K and ⌘K", () => {
    expect(opensSearch(key('/'), false)).toBe(true);
    expect(opensSearch(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }), false)).toBe(true);
  });

  it('leaves typing in a field, plain letters and other shortcuts alone', () => {
    expect(opensSearch(key('/'), true)).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true }), true)).toBe(false);
    expect(opensSearch(key('k'), false)).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(opensSearch(key('/', { ctrlKey: true }), false)).toBe(false);
  });
});

describe('search sections', () => {
  it('offers a chip for each of the five sections, in a fixed order', () => {
    expect(SEARCH_SECTIONS).toEqual(['Artikelen', 'Nieuws', 'FAQ', 'Brokers', 'Tools']);
  });

  it('indexes public pages and news articles under their section', () => {
    expect(searchSectionFor('/aandelen/wat-is-dividend')).toBe('Artikelen');
    expect(searchSectionFor('/nieuws/een-artikel')).toBe('Nieuws');
    expect(searchSectionFor('/faq')).toBe('FAQ');
    expect(searchSectionFor('/tools/compound-interest')).toBe('Tools');
    expect(searchSectionFor('/etf/vind-jouw-etf')).toBe('Tools');
  });

  it('keeps private pages, the 404 page and news list pages out of the index', () => {
    for (const path of [
      '/login',
      '/profile',
      '/portfolio',
      '/portfolio/watchlist',
      '/404',
      '/nieuws/pagina/2',
      '/nieuws/categorie/etf',
      '/nieuws/categorie/etf/pagina/2',
    ]) {
      expect(searchSectionFor(path), path).toBeNull();
    }
  });
});

/** The rules of a Pages `_headers` file: path pattern → header name → value. */
function headerRules(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

describe('CSP for search', () => {
  it("lets Pagefind compile WebAssembly only in its worker, and start it from 'self', nothing broader", () => {
    expect(cspScriptResources()).toEqual(["'self'", 'https://apis.google.com']);
    expect(cspScriptResources().join(' ')).not.toMatch(/'unsafe-eval'|'unsafe-inline'|'wasm-unsafe-eval'/);
    const directives = cspDirectives(firebaseSettings({}));
    expect(directives.filter((d) => d.startsWith('worker-src'))).toEqual(["worker-src 'self'"]);
    expect(PAGEFIND_ASSET_CSP).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(PAGEFIND_ASSET_CSP).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it('sends the worker and script assets a CSP header of their own: a <meta> policy does not bind a worker', () => {
    const rules = headerRules(readFileSync('public/_headers', 'utf8'));
    expect(rules.get('/_astro/*')?.['Content-Security-Policy']).toBe(SCRIPT_ASSET_CSP);
    expect(rules.get('/pagefind/*')?.['Content-Security-Policy']).toBe(PAGEFIND_ASSET_CSP);
    for (const policy of [SCRIPT_ASSET_CSP, PAGEFIND_ASSET_CSP]) {
      const directives = policy.split(';').map((d) => d.trim());
      expect(directives).toContain("default-src 'self'");
      expect(directives).toContain("connect-src 'self'");
    }
  });
});

describe('debouncer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first keystroke after a pause at once, and waits out a burst', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const turns = debouncer(100, () => clock);
    const first = await turns.turn();
    expect(turns.isLatest(first)).toBe(true);
    clock = 30;
    let second: number | undefined;
    void turns.turn().then((turn) => (second = turn));
    await vi.advanceTimersByTimeAsync(99);
    expect(second).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toBe(2);
    expect(turns.isLatest(first)).toBe(false);
    clock = 500;
    expect(await turns.turn()).toBe(3);
  });

  it('only the newest turn of a burst is the latest; an immediate turn (a chip) never waits', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const turns = debouncer(100, () => clock);
    await turns.turn();
    clock = 10;
    const a = turns.turn();
    clock = 20;
    const b = turns.turn();
    await vi.advanceTimersByTimeAsync(100);
    expect(turns.isLatest(await a)).toBe(false);
    expect(turns.isLatest(await b)).toBe(true);
    clock = 30;
    expect(await turns.turn(true)).toBe(4);
  });
});

describe('Pagefind bundle URL', () => {
  it('asks for a new URL on every retry (a browser keeps a failed module import)', () => {
    expect(bundleUrl(0)).toBe(BUNDLE);
    expect(new Set([0, 1, 2].map(bundleUrl)).size).toBe(3);
    expect(bundleUrl(2).startsWith(`${BUNDLE}?`)).toBe(true);
  });
});

describe('a stalled search download', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('is given up after 10 s, not before', async () => {
    vi.useFakeTimers();
    expect(SEARCH_LOAD_TIMEOUT_MS).toBe(10_000);
    let settled: 'pending' | 'resolved' | 'rejected' = 'pending';
    searchWithinTime(new Promise<never>(() => undefined)).then(
      () => (settled = 'resolved'),
      () => (settled = 'rejected'),
    );
    await vi.advanceTimersByTimeAsync(SEARCH_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('rejected');
  });
  it('passes on what arrives in time', async () => {
    await expect(searchWithinTime(Promise.resolve('index'))).resolves.toBe('index');
  });
});
