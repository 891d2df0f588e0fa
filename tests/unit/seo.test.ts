import { t } from '../../src/i18n';
import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath, segmentName } from '../../src/lib/breadcrumbs';
import { resolveFallback, normalisePath, restorablePath } from '../../src/lib/fallback';
import { canonicalPath, KNOWN_PATHS } from '../../src/data/routes';
import { cutDescription } from '../../src/lib/seo/description';
import { buildHead, pageTitle, robotsValue } from '../../src/lib/seo/head';
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, howToJsonLd, serializeJsonLd } from '../../src/lib/seo/jsonld';

const SITE = 'https://example.nl';

describe('cutDescription', () => {
  it('keeps 160 characters as they are', () => {
    const text = 'a'.repeat(160);
    expect(cutDescription(text)).toBe(text);
  });
  it('cuts 161 characters to 157 plus an ellipsis', () => {
    const out = cutDescription('b'.repeat(161));
    expect(out).toBe('b'.repeat(157) + '...');
    expect(out.length).toBe(160);
  });
  it('folds whitespace and never splits an emoji', () => {
    expect(cutDescription('  een\n\ntwee  ')).toBe('een twee');
    const out = cutDescription('😀'.repeat(200));
    expect(Array.from(out).length).toBe(160);
    expect(out.endsWith('😀...')).toBe(true);
  });
});

describe('buildHead', () => {
  const attr = (entries: ReturnType<typeof buildHead>, key: string, value: string) =>
    entries.find((e) => e.attrs[key] === value);

  it('builds title, description, keywords, canonical, OG/Twitter, robots', () => {
    const entries = buildHead(
      { title: 'Wat is dividend?', description: 'x'.repeat(200), keywords: ['dividend', 'aandelen'] },
      { site: SITE, pathname: '/aandelen/wat-is-dividend/' },
    );
    expect(entries.find((e) => e.tag === 'title')?.content).toBe('Wat is dividend? | Brokerkompas');
    expect(attr(entries, 'name', 'description')?.attrs['content']).toHaveLength(160);
    expect(attr(entries, 'name', 'keywords')?.attrs['content']).toBe('dividend, aandelen');
    expect(attr(entries, 'rel', 'canonical')?.attrs['href']).toBe('https://example.nl/aandelen/wat-is-dividend');
    expect(attr(entries, 'property', 'og:locale')?.attrs['content']).toBe('nl_NL');
    expect(attr(entries, 'property', 'og:site_name')?.attrs['content']).toBe('Brokerkompas');
    expect(attr(entries, 'property', 'og:url')?.attrs['content']).toBe('https://example.nl/aandelen/wat-is-dividend');
    expect(attr(entries, 'property', 'og:image')?.attrs['content']).toMatch(/^https:\/\/example\.nl\//);
    expect(attr(entries, 'name', 'robots')?.attrs['content']).toBe('index, follow');
    expect(attr(entries, 'name', 'twitter:card')?.attrs['content']).toBe('summary_large_image');
    // Open Graph uses property=, never name=.
    expect(entries.some((e) => e.attrs['name']?.startsWith('og:'))).toBe(false);
  });

  it('honours noIndex/noFollow, fullTitle, no image and article times', () => {
    const entries = buildHead(
      {
        title: 'Titel | Brokerkompas',
        fullTitle: true,
        noIndex: true,
        noFollow: true,
        image: null,
        type: 'article',
        article: { publishedTime: '2026-01-02T00:00:00.000Z', section: 'ETF' },
      },
      { site: SITE, pathname: '/nieuws/x' },
    );
    expect(entries.find((e) => e.tag === 'title')?.content).toBe('Titel | Brokerkompas');
    expect(attr(entries, 'name', 'robots')?.attrs['content']).toBe('noindex, nofollow');
    expect(attr(entries, 'property', 'og:image')).toBeUndefined();
    expect(attr(entries, 'property', 'og:type')?.attrs['content']).toBe('article');
    expect(attr(entries, 'property', 'article:modified_time')?.attrs['content']).toBe('2026-01-02T00:00:00.000Z');
    expect(attr(entries, 'property', 'article:section')?.attrs['content']).toBe('ETF');
  });

  it('serialises structured data safely', () => {
    const entries = buildHead(
      { title: 't', structuredData: [{ name: '</script><script>alert(1)</script>' }] },
      { site: SITE, pathname: '/' },
    );
    const script = entries.find((e) => e.tag === 'script');
    expect(script?.content).not.toMatch(/<\/script/i);
    expect(JSON.parse(script?.content ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('pageTitle, robotsValue and canonicalPath', () => {
    expect(pageTitle({ title: 'Brokerkompas' })).toBe('Brokerkompas');
    expect(robotsValue({})).toBe('index, follow');
    expect(robotsValue({ noFollow: true })).toBe('index, nofollow');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/faq.html')).toBe('/faq');
    expect(canonicalPath('/index.html')).toBe('/');
  });
});

describe('serializeJsonLd', () => {
  it('escapes <, >, & and line separators and stays valid JSON', () => {
    const value = { a: '<!-- </script> & \u2028 \u2029 >' };
    const out = serializeJsonLd(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c');
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('JSON-LD builders', () => {
  it('BreadcrumbList has absolute items in order', () => {
    const data = breadcrumbJsonLd(breadcrumbsForPath('/etf/wat-zijn-etfs'), SITE);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.nl/' },
      { '@type': 'ListItem', position: 2, name: "ETF's", item: 'https://example.nl/etf' },
      { '@type': 'ListItem', position: 3, name: "Wat zijn ETF's?", item: 'https://example.nl/etf/wat-zijn-etfs' },
    ]);
  });
  it('FAQPage, Article and HowTo', () => {
    const faq = faqJsonLd([{ question: 'V?', answer: 'A.' }]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'V?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
    const article = articleJsonLd(
      { headline: 'H', description: 'D', url: '/nieuws/h', datePublished: '2026-01-01' },
      SITE,
    );
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Brokerkompas', url: 'https://example.nl/' });
    expect(article.dateModified).toBe('2026-01-01');
    const howTo = howToJsonLd({ name: 'N', description: 'D', steps: [{ name: 's1', text: 't1' }] });
    expect(howTo.totalTime).toBe('PT30M');
    expect(howTo.step).toEqual([{ '@type': 'HowToStep', position: 1, name: 's1', text: 't1' }]);
  });
});

describe('breadcrumbs', () => {
  it('names each level after its page in the route table', () => {
    const names = (path: string) => breadcrumbsForPath(path).map((c) => c.name);
    expect(names('/tools/compound-interest')).toEqual(['Home', 'Tools', 'Compound Interest Calculator']);
    expect(names('/profile')).toEqual(['Home', 'Profiel']);
    expect(names('/login')).toEqual(['Home', t('action.signIn')]);
    expect(names('/etf/vind-jouw-etf')).toEqual(['Home', "ETF's", 'Vind jouw ETF']);
    expect(names('/faq')).toEqual(['Home', 'FAQ']);
  });
  it('gives a level with no page of its own no crumb', () => {
    expect(breadcrumbsForPath('/tarieven/wijzigingen').map((c) => c.url)).toEqual(['/', '/tarieven/wijzigingen']);
  });
  it('capitalises unknown segments with hyphens as spaces', () => {
    expect(segmentName('mijn-eerste-belegging')).toBe('Mijn eerste belegging');
  });
  it('marks only the last crumb current and can rename it', () => {
    const crumbs = breadcrumbsForPath('/nieuws/abc-def', 'ABC def');
    expect(crumbs.map((c) => [c.name, c.url, c.current])).toEqual([
      ['Home', '/', false],
      ['Nieuws', '/nieuws', false],
      ['ABC def', '/nieuws/abc-def', true],
    ]);
  });
});

describe('fallback for unknown paths', () => {
  it('normalises case, trailing slash and .html', () => {
    expect(normalisePath('/ETF/Wat-Zijn-ETFs/')).toBe('/etf/wat-zijn-etfs');
    expect(normalisePath('/faq.html')).toBe('/faq');
    expect(normalisePath('/index.html')).toBe('/');
  });
  it('redirects a known route, leaves news slugs to the news view, and sends the rest home', () => {
    expect(resolveFallback('/FAQ', KNOWN_PATHS)).toEqual({ kind: 'redirect', to: '/faq' });
    expect(resolveFallback('/nieuws/onbekend', KNOWN_PATHS)).toEqual({ kind: 'news-not-found' });
    expect(resolveFallback('/nergens', KNOWN_PATHS)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('never redirects to the path it is already on (a host that answers 404 for a known route)', () => {
    expect(resolveFallback('/', KNOWN_PATHS)).toEqual({ kind: 'not-found' });
    expect(resolveFallback('/faq', KNOWN_PATHS)).toEqual({ kind: 'not-found' });
    expect(resolveFallback('/faq/', KNOWN_PATHS)).toEqual({ kind: 'redirect', to: '/faq' });
  });
});

describe('restoring a saved path', () => {
  const ORIGIN = 'https://www.brokerkompas.nl';
  const restore = (saved: string | null) => restorablePath(saved, ORIGIN, KNOWN_PATHS);
  it('restores a known route with its query and fragment, and a news path', () => {
    expect(restore('/faq')).toBe('/faq');
    expect(restore('/etf/wat-zijn-etfs?x=1#kosten')).toBe('/etf/wat-zijn-etfs?x=1#kosten');
    expect(restore('/nieuws/een-artikel')).toBe('/nieuws/een-artikel');
  });
  it.each([
    ['/.//faq', '/faq'],
    ['/x/..//nieuws/evil?q=1#h', '/nieuws/evil?q=1#h'],
    ['/%2e//brokers/degiro', '/brokers/degiro'],
    ['/x/../..///faq', '/faq'],
  ])('collapses the leading slashes dot segments leave (%s), so the result stays on this origin', (saved, expected) => {
    const restored = restore(saved);
    expect(restored).toBe(expected);
    expect(new URL(restored ?? '', ORIGIN).origin).toBe(ORIGIN);
    expect(restored?.startsWith('//')).toBe(false);
  });
  it.each([
    ['nothing', null],
    ['empty', ''],
    ['the home page', '/'],
    ['an unknown route', '/bestaat-niet'],
    ['another origin', 'https://evil.example/faq'],
    ['a protocol-relative URL', '//evil.example/faq'],
    ['a backslash (read as //)', '/\\evil.example'],
    ['a backslash later on', '/faq\\x'],
    ['a tab that the URL parser drops', '/\t/evil.example/faq'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'faq'],
  ])('refuses %s', (_label, saved) => {
    expect(restore(saved)).toBeNull();
  });
});
