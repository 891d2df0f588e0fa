import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH } from '../../src/config';
import { findRoute } from '../../src/data/routes';
import { cellScope } from '../../src/lib/markdown/tableHeaders';
import { countWords, plainText, readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from '../../src/lib/readingTime';
import {
  ACTIVE_LINE_OFFSET,
  DEFAULT_SCROLL_MARGIN,
  activeHeadingIndex,
  fragmentId,
  readingLine,
  tocItems,
  type Heading,
} from '../../src/lib/toc';

const GUIDES_DIR = join(import.meta.dirname, '../../src/content/guides');
const GUIDE_IDS = [
  'aandelen/wat-zijn-aandelen',
  'aandelen/wat-is-dividend',
  'aandelen/aandeel-kiezen',
  'aandelen/order-plaatsen',
  'aandelen/belasting',
  'etf/wat-zijn-etfs',
  'etf/dividend-en-etfs',
  'etf/order-plaatsen',
] as const;
const MIN_WORDS = 800;

function source(id: string): string {
  return readFileSync(join(GUIDES_DIR, `${id}.mdx`), 'utf8');
}

/** The front-matter value of a single-line key (quoted or not). */
function frontMatterValue(src: string, key: string): string | undefined {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(src)?.[1] ?? '';
  const line = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(fm)?.[1]?.trim();
  if (line === undefined) return undefined;
  const quoted = /^(['"])(.*)\1$/.exec(line);
  return quoted ? (quoted[1] === "'" ? quoted[2]!.replace(/''/g, "'") : quoted[2]) : line;
}

function body(src: string): string {
  return src.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

describe('readingTime', () => {
  it('reads at 200 words per minute, rounding up, at least one minute', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
    expect(readingMinutes(Number.NaN)).toBe(1);
  });

  it('counts only the readable words of MDX', () => {
    const mdx = [
      '---',
      "title: 'Niet tellen want front matter'",
      '---',
      '',
      "import Table from '../x.astro';",
      '',
      '## Twee woorden',
      '',
      'Een [link naar iets](/aandelen/wat-is-dividend) en **vet** en € 1.000 of 0,07%.',
      '',
      '<Table label="niet tellen">',
      '',
      '| Kop | Andere kop |',
      '| --- | ---------- |',
      '| a   | b          |',
      '',
      '</Table>',
    ].join('\n');
    expect(plainText(mdx)).not.toContain('front matter');
    expect(plainText(mdx)).not.toContain('/aandelen');
    expect(plainText(mdx)).not.toContain('niet tellen');
    // Twee woorden (2) + Een link naar iets en vet en 1.000 of 0,07% (10) + Kop Andere kop a b (5)
    expect(countWords(mdx)).toBe(17);
    expect(countWords('')).toBe(0);
  });

  it('labels the reading time in Dutch', () => {
    expect(readingTimeLabel('woord '.repeat(450))).toBe('3 min leestijd');
    expect(readingTimeLabel('kort')).toBe('1 min leestijd');
  });
});

describe('toc', () => {
  it('reads the id from a fragment, also a malformed one', () => {
    expect(fragmentId('#kosten')).toBe('kosten');
    expect(fragmentId('#wat-kost-%C3%A9%C3%A9n-order')).toBe('wat-kost-één-order');
    expect(fragmentId('#%')).toBe('%');
    expect(fragmentId('#100%-zeker')).toBe('100%-zeker');
    expect(fragmentId('')).toBe('');
  });

  const headings: Heading[] = [
    { depth: 1, slug: 'titel', text: 'Titel' },
    { depth: 2, slug: 'een', text: 'Een' },
    { depth: 3, slug: 'een-a', text: ' Een A ' },
    { depth: 4, slug: 'diep', text: 'Te diep' },
    { depth: 2, slug: '', text: 'Zonder id' },
    { depth: 2, slug: 'twee', text: 'Twee' },
  ];

  it('keeps h2 and h3 with an id, in order', () => {
    expect(tocItems(headings)).toEqual([
      { depth: 2, id: 'een', text: 'Een' },
      { depth: 3, id: 'een-a', text: 'Een A' },
      { depth: 2, id: 'twee', text: 'Twee' },
    ]);
    expect(tocItems([])).toEqual([]);
  });

  it('marks the last heading above the reading line', () => {
    const base = { line: 270, atBottom: false, hashIndex: -1, viewportHeight: 900 };
    expect(activeHeadingIndex({ ...base, tops: [400, 1200, 2000] })).toBe(-1);
    expect(activeHeadingIndex({ ...base, tops: [100, 1200, 2000] })).toBe(0);
    expect(activeHeadingIndex({ ...base, tops: [-900, 96, 800] })).toBe(1);
    expect(activeHeadingIndex({ ...base, tops: [-2000, -1200, 270] })).toBe(2);
    expect(activeHeadingIndex({ ...base, tops: [] })).toBe(-1);
  });

  it('at the end of the page prefers the heading jumped to, else the last one', () => {
    const base = { line: 270, atBottom: true, viewportHeight: 900 };
    expect(activeHeadingIndex({ ...base, tops: [-900, 300, 600], hashIndex: 1 })).toBe(1);
    expect(activeHeadingIndex({ ...base, tops: [-900, 300, 600], hashIndex: -1 })).toBe(2);
    expect(activeHeadingIndex({ ...base, tops: [-900, -300, 600], hashIndex: 1 })).toBe(2);
  });
});

describe('guide articles', () => {
  it('are exactly the eight routes', () => {
    const files = readdirSync(GUIDES_DIR, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => f.replace(/\\/g, '/').replace(/\.mdx$/, ''))
      .sort();
    expect(files).toEqual([...GUIDE_IDS].sort());
  });

  it('each have a route in the route table, in their section (the dynamic guide page builds them)', () => {
    for (const id of GUIDE_IDS) {
      const route = findRoute(`/${id}`);
      expect(route?.group, id).toBe(id.split('/')[0]);
      expect(route?.search, id).toBe('Artikelen');
    }
  });

  describe.each(GUIDE_IDS)('%s', (id) => {
    const src = source(id);

    it(`has at least ${MIN_WORDS} words of body text`, () => {
      expect(countWords(body(src))).toBeGreaterThanOrEqual(MIN_WORDS);
    });

    it('has at least three h2 sections', () => {
      expect(body(src).match(/^## \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    });

    it('has a title and a description of at most 160 characters', () => {
      expect(frontMatterValue(src, 'title')?.length ?? 0).toBeGreaterThan(3);
      const description = frontMatterValue(src, 'description') ?? '';
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(frontMatterValue(src, 'updated')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('gives examples in euros', () => {
      expect(body(src)).toMatch(/€ \d/);
    });

    it('links only to known site routes', () => {
      const links = [...body(src).matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const [path] = link.split('#');
        expect(KNOWN_ROUTES).toContain(path === '' ? '/' : path);
      }
    });
  });

  it('wat-zijn-etfs has accessible tables (header row) in a labelled wrapper', () => {
    const src = body(source('etf/wat-zijn-etfs'));
    const rules = src.match(/^\|(\s*-{3,}\s*\|)+\s*$/gm) ?? [];
    expect(rules.length).toBeGreaterThanOrEqual(2);
    expect(src.match(/<ResponsiveTable label="[^"]{10,}">/g)?.length).toBe(rules.length);
  });

  it('both order guides are how-tos with steps', () => {
    for (const id of ['aandelen/order-plaatsen', 'etf/order-plaatsen']) {
      const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source(id))?.[1] ?? '';
      expect(fm).toMatch(/^howTo:/m);
      expect(fm.match(/^\s+- name: /gm)?.length ?? 0).toBeGreaterThanOrEqual(5);
    }
  });

  it('use the content facts: TER 0,07%, AEX 25 companies, S&P 500 with 500', () => {
    const all = GUIDE_IDS.map((id) => body(source(id))).join('\n');
    expect(all).toMatch(/0[.,]07\s?%/);
    expect(all).toMatch(/de 25 (grootste |bedrijven)|25 AEX-bedrijven|AEX[^.]{0,40}25 bedrijven/);
    expect(all).toMatch(/S&P 500[^.]{0,60}\b500 (grote )?(Amerikaanse )?bedrijven/);
  });
});

const KNOWN_ROUTES = [
  '/',
  ...GUIDE_IDS.map((id) => `/${id}`),
  '/aandelen',
  '/etf',
  '/etf/vind-jouw-etf',
  '/tools/compound-interest',
  '/tools/box-3',
  '/tools/mijn-kosten',
  '/tools/kosten-vergelijken',
  '/faq',
];

describe('readingLine', () => {
  it('lies just below where a heading lands after a jump', () => {
    expect(readingLine(96)).toBe(96 + ACTIVE_LINE_OFFSET);
    expect(readingLine(0)).toBe(DEFAULT_SCROLL_MARGIN + ACTIVE_LINE_OFFSET);
    expect(readingLine(Number.NaN)).toBe(DEFAULT_SCROLL_MARGIN + ACTIVE_LINE_OFFSET);
  });

  it('marks a section once its heading reached the line, not the headings below it', () => {
    const line = readingLine(96);
    // h2 at 96 px (just jumped to), its first h3 150 px lower
    expect(
      activeHeadingIndex({ tops: [-500, 96, 246], line, atBottom: false, hashIndex: 1, viewportHeight: 900 }),
    ).toBe(1);
  });
});

describe('cellScope (Markdown table headers)', () => {
  it('scopes head cells as columns and the first cell of each body row as its row header', () => {
    expect(cellScope({ section: 'thead', firstInRow: true })).toBe('col');
    expect(cellScope({ section: 'thead', firstInRow: false })).toBe('col');
    expect(cellScope({ section: 'tbody', firstInRow: true })).toBe('row');
  });
  it('leaves other body cells and cells outside a table section alone', () => {
    expect(cellScope({ section: 'tbody', firstInRow: false })).toBeNull();
    expect(cellScope({ section: 'tfoot', firstInRow: true })).toBeNull();
    expect(cellScope({ section: undefined, firstInRow: true })).toBeNull();
  });
});
