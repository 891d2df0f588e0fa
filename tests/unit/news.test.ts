import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { contentTypeCandidates, detectContentType } from '../../src/lib/news/contentType';
import { contentfulSettings, parseSiteConfig } from '../../src/environment.mjs';
import { cspDirectives } from '../../src/security/csp.mjs';
import { CMS_IMAGE_ORIGINS } from '../../src/security/imageHosts.mjs';
import { withoutXmlForbiddenCharacters } from '../../src/lib/news/clean';
import { describeContentfulError } from '../../src/content/cms/contentful';
import { deriveExcerpt, excerptOf } from '../../src/lib/news/excerpt';
import { formatDate } from '../../src/lib/format';
import { articleKeywords, articleSection, bodyParagraphs } from '../../src/lib/news/format';
import { contentfulImageUrl, contentfulSrcset, scaledHeight, usableWidths } from '../../src/lib/news/images';
import {
  categoryFromSlug,
  countByCategory,
  filterByCategory,
  filterPath,
  pageCount,
  pageItems,
  pagePath,
  pageWindow,
  showsDraft,
} from '../../src/lib/news/list';
import { t } from '../../src/i18n';
import { parseSimpleFrontMatter, splitFrontMatter } from '../../src/content/cms/local';
import { withSlugs } from '../../src/content/cms/loader';
import {
  bodyText,
  cmsImageUrl,
  httpsUrl,
  mapContentfulEntry,
  mapLocalArticle,
  toIsoDate,
} from '../../src/lib/news/mapping';
import { assignSlugs, slugify } from '../../src/lib/news/slug';

describe('slugify', () => {
  it('folds diacritics before lowercasing and hyphenating', () => {
    expect(slugify('Één ETF per maand!')).toBe('een-etf-per-maand');
    expect(slugify('Reëel rendement: één café à Zürich')).toBe('reeel-rendement-een-cafe-a-zurich');
  });
  it('turns each run of non-alphanumerics into one hyphen and trims hyphens', () => {
    expect(slugify("  ETF's -- kosten & TER (2026)?? ")).toBe('etf-s-kosten-ter-2026');
    expect(slugify('S&P 500')).toBe('s-p-500');
    expect(slugify('!!!')).toBe('');
  });
});

describe('assignSlugs', () => {
  const a = { id: 'a', title: 'Rente omlaag', createdAt: '2026-01-03T00:00:00Z' };
  const b = { id: 'b', title: 'Rente omlaag!', createdAt: '2026-01-02T00:00:00Z' };
  const c = { id: 'c', title: 'rente OMLAAG', createdAt: '2026-01-01T00:00:00Z' };

  it('gives the earliest the plain slug and later ones -2, -3 in creation order', () => {
    const slugs = assignSlugs([a, b, c]);
    expect(slugs.get('c')).toBe('rente-omlaag');
    expect(slugs.get('b')).toBe('rente-omlaag-2');
    expect(slugs.get('a')).toBe('rente-omlaag-3');
  });
  it('is deterministic whatever the input order; equal creation times go by id', () => {
    expect([...assignSlugs([b, c, a])].sort()).toEqual([...assignSlugs([a, b, c])].sort());
    const twin = { ...c, id: 'b2' };
    expect(assignSlugs([c, twin]).get('b2')).toBe('rente-omlaag');
    expect(assignSlugs([twin, c]).get('c')).toBe('rente-omlaag-2');
  });
  it('never changes a published slug when newer articles appear', () => {
    const before = assignSlugs([c, b]);
    const newer = [
      { id: 'n1', title: 'Rente omlaag', createdAt: '2026-02-01T00:00:00Z' },
      // Its own slug is the one the second 'Rente omlaag' already has.
      { id: 'n2', title: 'Rente omlaag 2', createdAt: '2026-02-02T00:00:00Z' },
    ];
    const after = assignSlugs([...newer, a, b, c]);
    for (const [id, slug] of before) expect(after.get(id)).toBe(slug);
    expect(after.get('n1')).toBe('rente-omlaag-4');
    expect(after.get('n2')).toBe('rente-omlaag-2-2');
  });
  it('keeps list routes, index and 404 free and never gives an empty slug', () => {
    const slugs = assignSlugs([
      { id: 'p', title: 'Pagina', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'k', title: 'Categorie', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'i', title: 'Index', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'f', title: '404', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'e', title: '???', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(slugs.get('p')).toBe('pagina-2');
    expect(slugs.get('k')).toBe('categorie-2');
    expect(slugs.get('i')).toBe('index-2');
    expect(slugs.get('f')).toBe('404-2');
    expect(slugs.get('e')).toBe('artikel');
  });
});

describe('excerpt', () => {
  it('derives 157 characters plus ... from a long body', () => {
    const body = 'woord '.repeat(60);
    const excerpt = deriveExcerpt(body);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.startsWith('woord woord')).toBe(true);
  });
  it('keeps a short body whole and collapses whitespace', () => {
    expect(deriveExcerpt('Kort\n\nbericht.')).toBe('Kort bericht.');
    expect(deriveExcerpt('x'.repeat(160))).toBe('x'.repeat(160));
    expect(deriveExcerpt('x'.repeat(161))).toBe('x'.repeat(157) + '...');
  });
  it('uses the given excerpt when it has text', () => {
    expect(excerptOf('Eigen samenvatting', 'body')).toBe('Eigen samenvatting');
    expect(excerptOf('   ', 'De body')).toBe('De body');
    expect(excerptOf(undefined, 'De body')).toBe('De body');
  });
});

describe('content type detection', () => {
  const news = ['title', 'text1', 'date', 'category', 'excerpt', 'featuredImage'];
  const author = ['name', 'bio', 'avatar'];
  it("defaults to 'blogpost'", () => {
    expect(detectContentType([{ id: 'author', name: 'Author', fields: author }])).toBe('blogpost');
    expect(detectContentType([])).toBe('blogpost');
  });
  it('takes the first type whose name contains news, blog or article (case-insensitive)', () => {
    expect(
      detectContentType([
        { id: 'author', name: 'Author', fields: author },
        { id: 'nieuws', name: 'Company NEWS', fields: news },
        { id: 'post', name: 'Blog post', fields: news },
      ]),
    ).toBe('nieuws');
    expect(detectContentType([{ id: 'x', name: 'Knowledge Article', fields: news }])).toBe('x');
  });
  it("only picks a type with the fields the site reads: 'Blog Author' never beats 'Blog Post'", () => {
    const blogAuthor = { id: 'blogAuthor', name: 'Blog Author', fields: author };
    const blogPost = { id: 'blogPost', name: 'Blog Post', fields: news };
    expect(detectContentType([blogAuthor, blogPost])).toBe('blogPost');
    expect(detectContentType([blogAuthor])).toBe('blogpost');
    // A type with title and body beats one with only a title (an author's job title).
    const withTitle = { id: 'newsAuthor', name: 'News Author', fields: ['title', 'name'] };
    expect(detectContentType([withTitle, blogPost])).toBe('blogPost');
    // A renamed title still leaves the body: that type is picked, so the build can name the field.
    const renamed = { id: 'blogPost', name: 'Blog Post', fields: ['heading', 'text1', 'date'] };
    expect(detectContentType([blogAuthor, renamed])).toBe('blogPost');
  });
  it('falls back to news, article, post, blog, skipping the one already tried', () => {
    expect(contentTypeCandidates('blogpost')).toEqual(['blogpost', 'news', 'article', 'post', 'blog']);
    expect(contentTypeCandidates('article')).toEqual(['article', 'news', 'post', 'blog']);
  });
  it("tries the model's own content type first when the space has it, then the detected one", () => {
    const model = { id: 'newsArticle', name: 'Nieuws', fields: ['title', 'text1'] };
    const older = { id: 'blogPost', name: 'Blog Post', fields: ['title', 'text1', 'date'] };
    expect(contentTypeCandidates('blogPost', [older, model])).toEqual([
      'newsArticle',
      'blogPost',
      'news',
      'article',
      'post',
      'blog',
    ]);
    expect(contentTypeCandidates('blogPost', [older])[0]).toBe('blogPost');
  });
});

describe('mapping', () => {
  const entry = {
    sys: { id: 'e1', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-02T10:00:00Z' },
    fields: {
      title: ' Titel ',
      text1: 'Regel 1\r\nRegel 2',
      category: 'ETF',
      featuredImage: {
        sys: { type: 'Asset', id: 'a1' },
        fields: {
          description: '',
          file: { url: '//images.ctfassets.net/s/a1/h/x.jpg', details: { image: { width: 1600, height: 900 } } },
        },
      },
    },
  };

  it('maps a Contentful entry: date falls back to createdAt, https image, alt falls back to the title', () => {
    const result = mapContentfulEntry(entry);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.item).toMatchObject({
      id: 'e1',
      title: 'Titel',
      text1: 'Regel 1\nRegel 2',
      date: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      category: 'ETF',
      excerpt: 'Regel 1 Regel 2',
      featuredImage: { url: 'https://images.ctfassets.net/s/a1/h/x.jpg', alt: 'Titel', width: 1600, height: 900 },
    });
  });
  it('prefers the date field and the asset description', () => {
    const result = mapContentfulEntry({
      ...entry,
      fields: {
        ...entry.fields,
        date: '2026-10-05',
        excerpt: 'Samenvatting',
        featuredImage: { fields: { description: 'Grafiek', file: { url: 'https://images.ctfassets.net/x.png' } } },
      },
    });
    expect(result.ok && result.item.date).toBe('2026-10-05T00:00:00.000Z');
    expect(result.ok && result.item.excerpt).toBe('Samenvatting');
    expect(result.ok && result.item.featuredImage).toEqual({
      url: 'https://images.ctfassets.net/x.png',
      alt: 'Grafiek',
      width: undefined,
      height: undefined,
    });
  });
  it('rejects an entry without title, naming its id', () => {
    expect(mapContentfulEntry({ sys: { id: 'no-title' }, fields: { title: '  ' } })).toEqual({
      ok: false,
      reason: 'entry no-title has no title',
    });
  });
  it('ignores an unresolved asset link', () => {
    const result = mapContentfulEntry({
      ...entry,
      fields: { ...entry.fields, featuredImage: { sys: { type: 'Link', linkType: 'Asset', id: 'gone' } } },
    });
    expect(result.ok && result.item.featuredImage).toBeUndefined();
  });
  it('flattens a Rich Text body to paragraphs', () => {
    const doc = {
      nodeType: 'document',
      content: [
        {
          nodeType: 'paragraph',
          content: [
            { nodeType: 'text', value: 'Een ' },
            { nodeType: 'text', value: 'twee' },
          ],
        },
        { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Drie' }] },
      ],
    };
    expect(bodyText(doc)).toBe('Een twee\n\nDrie');
    expect(bodyText(42)).toBe('');
  });
  it('maps a local article; its date orders it', () => {
    const result = mapLocalArticle(
      'a',
      { title: 'Lokaal', date: new Date('2026-11-20T10:00:00Z'), category: 'Beurs', image: './x.jpg' },
      'Body',
    );
    expect(result.ok && result.item).toMatchObject({
      createdAt: '2026-11-20T10:00:00.000Z',
      image: './x.jpg',
      imageAlt: 'Lokaal',
      excerpt: 'Body',
    });
    expect(mapLocalArticle('b', { title: 'Zonder datum' }, '').ok).toBe(false);
  });
  it('normalises dates and keeps only https image urls', () => {
    expect(httpsUrl('//images.ctfassets.net/a.jpg')).toBe('https://images.ctfassets.net/a.jpg');
    expect(httpsUrl('https://images.ctfassets.net/a.jpg')).toBe('https://images.ctfassets.net/a.jpg');
    for (const url of [
      'http://images.ctfassets.net/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/a.jpg',
      'https://',
    ]) {
      expect(httpsUrl(url), url).toBeUndefined();
    }
    expect(toIsoDate('geen datum')).toBeUndefined();
  });
  it('drops an image that is not https, with a warning naming the entry', () => {
    const image = (url: string) => ({ fields: { description: 'Grafiek', file: { url } } });
    const map = (url: string) =>
      mapContentfulEntry({ sys: { id: 'e9' }, fields: { title: 'Titel', featuredImage: image(url) } });
    const http = map('http://images.ctfassets.net/a.jpg');
    expect(http.ok && http.item.featuredImage).toBeUndefined();
    expect(http.ok && http.warnings).toEqual([
      'entry e9: image http://images.ctfassets.net/a.jpg is not an https URL on a Contentful image host; shown without image',
    ]);
    const kept = map('//images.ctfassets.net/a.jpg');
    expect(kept.ok && kept.item.featuredImage?.url).toBe('https://images.ctfassets.net/a.jpg');
    expect(kept.ok && kept.warnings).toBeUndefined();
  });
  it.each([
    'https://evil.example/a.jpg',
    'https://images.ctfassets.net.evil.example/a.jpg',
    'https://user@evil.example/images.ctfassets.net/a.jpg',
    'https://assets.ctfassets.net/a.jpg',
    '//cdn.example/a.jpg',
  ])(
    'publishes no image from a host the CSP does not allow (%s): not in <img>, og:image, twitter:image or JSON-LD',
    (url) => {
      expect(cmsImageUrl(url)).toBeUndefined();
      const result = mapContentfulEntry({
        sys: { id: 'e10' },
        fields: { title: 'Titel', featuredImage: { fields: { description: 'Grafiek', file: { url } } } },
      });
      expect(result.ok && result.item.featuredImage).toBeUndefined();
      expect(result.ok && result.warnings).toEqual([
        `entry e10: image ${url} is not an https URL on a Contentful image host; shown without image`,
      ]);
    },
  );
  it('accepts exactly the image hosts the CSP img-src lists', () => {
    const imgSrc = cspDirectives(parseSiteConfig({}).firebase).find((d) => d.startsWith('img-src')) ?? '';
    for (const origin of CMS_IMAGE_ORIGINS) {
      expect(imgSrc.split(' ')).toContain(origin);
      expect(cmsImageUrl(`${origin}/s/a/h/x.jpg`)).toBe(`${origin}/s/a/h/x.jpg`);
    }
  });
  it('cleans characters XML 1.0 forbids from every text field', () => {
    const result = mapContentfulEntry({
      sys: { id: 'c' },
      fields: {
        title: 'Beurs\u000Bupdate\u0000 AEX\uFFFF',
        text1: 'Een\u0001 twee\u000Cdrie\tvier\r\nvijf',
        category: 'ETF\u0007',
        excerpt: 'Kort\u001F',
        featuredImage: { fields: { description: 'Gra\u0002fiek', file: { url: '//images.ctfassets.net/a.jpg' } } },
      },
    });
    expect(result.ok && result.item).toMatchObject({
      title: 'Beurs update AEX',
      text1: 'Een twee drie\tvier\nvijf',
      category: 'ETF',
      excerpt: 'Kort',
      featuredImage: { alt: 'Grafiek' },
    });
  });
});

describe('local front matter', () => {
  it('the fast path reads flat front matter exactly like the YAML parser', () => {
    for (const file of readdirSync('src/content/news').filter((f) => f.endsWith('.md'))) {
      const yaml = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join('src/content/news', file), 'utf8'))?.[1] ?? '';
      expect(parseSimpleFrontMatter(yaml), file).toEqual(parseYaml(yaml));
    }
    expect(parseSimpleFrontMatter('title: \'It\'\'s: "ok"\'\nx: "a\\"b"\ndate: 2026-01-02T10:00:00+01:00')).toEqual({
      title: 'It\'s: "ok"',
      x: 'a"b',
      date: '2026-01-02T10:00:00+01:00',
    });
  });
  it('leaves anything else to the YAML parser', () => {
    for (const yaml of [
      'tags:\n  - a',
      'title: a: b',
      'title: x # comment',
      'flag: true',
      "title: 'open",
      'title: >',
      'title: [a]',
    ]) {
      expect(parseSimpleFrontMatter(yaml), yaml).toBeNull();
    }
    expect(splitFrontMatter('---\ntags:\n  - a\n  - b\n---\nBody').data).toEqual({ tags: ['a', 'b'] });
  });

  it('splits YAML front matter from the body', () => {
    const { data, body } = splitFrontMatter("---\ntitle: 'Analyse: rente'\ncategory: ETF\n---\nTekst\n\nMeer");
    expect(data).toEqual({ title: 'Analyse: rente', category: 'ETF' });
    expect(body).toBe('Tekst\n\nMeer');
    expect(splitFrontMatter('Alleen tekst').data).toEqual({});
  });
});

describe('withoutXmlForbiddenCharacters', () => {
  it('removes C0 controls except tab, LF and CR, and U+FFFE/U+FFFF; soft returns become spaces', () => {
    const forbidden = [...Array(32).keys()].filter((c) => ![9, 10, 13].includes(c)).map((c) => String.fromCharCode(c));
    for (const ch of [...forbidden, '\uFFFE', '\uFFFF']) {
      expect(withoutXmlForbiddenCharacters(`a${ch}b`), `U+${ch.charCodeAt(0).toString(16)}`).toMatch(/^a ?b$/);
    }
    expect(withoutXmlForbiddenCharacters('a\u000Bb\u000Cc')).toBe('a b c');
    expect(withoutXmlForbiddenCharacters('tab\tlf\ncr\r é € 😀 \uFFFD')).toBe('tab\tlf\ncr\r é € 😀 \uFFFD');
    expect(withoutXmlForbiddenCharacters('lone \uD800 half')).toBe('lone \uFFFD half');
  });
});

describe('withSlugs', () => {
  it('orders newest first and assigns slugs', () => {
    const base = { text1: '', category: '', excerpt: '', updatedAt: '', date: '' };
    const items = withSlugs([
      { ...base, id: 'old', title: 'Zelfde', createdAt: '2026-01-01T00:00:00Z' },
      { ...base, id: 'new', title: 'Zelfde', createdAt: '2026-02-01T00:00:00Z' },
    ]);
    expect(items.map((i) => [i.id, i.slug])).toEqual([
      ['new', 'zelfde-2'],
      ['old', 'zelfde'],
    ]);
  });
});

describe('list', () => {
  const items = [{ category: 'Beurs' }, { category: 'ETF' }, { category: 'Beurs' }, { category: 'Overig' }];
  it('a page showing a draft is one to keep out of the index', () => {
    expect(showsDraft([undefined, { draft: false }, {}])).toBe(false);
    expect(showsDraft([{ draft: true }, {}])).toBe(true);
    expect(showsDraft([undefined, {}, { draft: true }])).toBe(true);
    expect(showsDraft([])).toBe(false);
  });
  it('filters on exact category equality; All keeps everything', () => {
    expect(filterByCategory(items, 'Beurs')).toHaveLength(2);
    expect(filterByCategory(items, 'beurs')).toHaveLength(0);
    expect(filterByCategory(items, 'All')).toHaveLength(4);
  });
  it('counts every filter over all articles', () => {
    expect(countByCategory(items)).toEqual({ All: 4, Beurs: 2, Brokers: 0, Crypto: 0, ETF: 1, Analyse: 0 });
  });
  it('uses the spec texts', () => {
    expect(t('news.showing', { count: 2, category: 'Beurs' })).toBe('Showing 2 article(s) in Beurs');
    expect(t('news.emptyCategory', { category: 'Crypto' })).toBe('No articles found in Crypto.');
  });
  it('builds the list routes', () => {
    expect(filterPath('All')).toBe('/nieuws');
    expect(filterPath('ETF')).toBe('/nieuws/categorie/etf');
    expect(pagePath('/nieuws', 1)).toBe('/nieuws');
    expect(pagePath('/nieuws/categorie/etf', 3)).toBe('/nieuws/categorie/etf/pagina/3');
    expect(categoryFromSlug('analyse')).toBe('Analyse');
    expect(categoryFromSlug('pagina')).toBeUndefined();
  });
  it('paginates', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(9999)).toBe(417);
    expect(pageItems([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('format', () => {
  it('formats dates in nl-NL (Amsterdam time)', () => {
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('21 november 2026');
  });
  it('splits the body: blank line = paragraph, single newline = line break', () => {
    expect(bodyParagraphs('a\nb\n\n\nc\r\n \r\nd')).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(bodyParagraphs('')).toEqual([]);
  });
  it('builds the article keywords', () => {
    expect(articleKeywords('ETF', 'Kosten Dalen')).toEqual([
      'ETF',
      'beleggen',
      'aandelen',
      'etf',
      'dividend',
      'kosten dalen',
    ]);
    expect(articleKeywords('', 'X')).toEqual(['beleggen', 'aandelen', 'etf', 'dividend', 'x']);
  });
});

describe('images', () => {
  const url = 'https://images.ctfassets.net/s/a/h/x.jpg';
  it('builds Images API urls and a srcset without upscaling', () => {
    expect(contentfulImageUrl(url, 640, 'webp')).toBe(`${url}?w=640&fm=webp&q=75`);
    expect(usableWidths(1000)).toEqual([400, 640, 960]);
    expect(usableWidths(300)).toEqual([300]);
    expect(contentfulSrcset(url, 'avif', 700)).toBe(`${url}?w=400&fm=avif&q=60 400w, ${url}?w=640&fm=avif&q=60 640w`);
    expect(scaledHeight(960, { width: 1600, height: 900 })).toBe(540);
    expect(scaledHeight(1600)).toBe(900);
  });
});

describe('contentful settings', () => {
  it('is null unless space and token are set', () => {
    expect(contentfulSettings({ CONTENTFUL_SPACE_ID: 'x' })).toBeNull();
    expect(contentfulSettings({ CONTENTFUL_SPACE_ID: 'x', CONTENTFUL_ACCESS_TOKEN: ' ' })).toBeNull();
  });
  it("reads environment (default 'master') and an http:// host as insecure", () => {
    expect(contentfulSettings({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' })).toEqual({
      space: 's',
      accessToken: 't',
      environment: 'master',
      host: undefined,
      insecure: false,
      preview: false,
    });
    expect(
      contentfulSettings({
        CONTENTFUL_SPACE_ID: 's',
        CONTENTFUL_ACCESS_TOKEN: 't',
        CONTENTFUL_ENVIRONMENT: 'staging',
        CONTENTFUL_HOST: 'http://127.0.0.1:8080/',
      }),
    ).toMatchObject({ environment: 'staging', host: '127.0.0.1:8080', insecure: true });
  });
  it('a preview reads drafts with the preview token from the Preview API, never with the delivery token', () => {
    const env = { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 'delivery', CONTENTFUL_PREVIEW: '1' as const };
    expect(contentfulSettings({ ...env, CONTENTFUL_PREVIEW_TOKEN: 'preview' })).toMatchObject({
      accessToken: 'preview',
      host: 'preview.contentful.com',
      preview: true,
    });
    expect(contentfulSettings(env)).toBeNull();
  });
  it('describes SDK errors by status, id, message and request id', () => {
    const error = new Error(
      JSON.stringify({ status: 401, statusText: 'Unauthorized', message: 'Bad token', requestId: 'r1' }),
    );
    error.name = 'AccessTokenInvalid';
    expect(describeContentfulError(error)).toBe('HTTP 401 Unauthorized: AccessTokenInvalid: Bad token: request id r1');
    expect(describeContentfulError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED',
    );
  });
});

describe('articleSection', () => {
  it("is the category, or 'Investment News' for an uncategorised article", () => {
    expect(articleSection('Brokers')).toBe('Brokers');
    expect(articleSection('')).toBe('Investment News');
    expect(articleSection('  ')).toBe('Investment News');
  });
});
