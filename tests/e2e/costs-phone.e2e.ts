// The cost tool's results on a phone (320–430 pixels wide): each result's name, plan, price and difference stay
// readable, none squeezed into a narrow column one word per line or running into another. Screenshots of the list go
// to .tmp/screenshots for a look by eye; the geometry below is what the test asserts.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolationsInBothThemes, hydrated, openPage, url, useBrowser } from './support/browser';

const { browser } = useBrowser();
const TOOL = '/tools/kosten-vergelijken';
const SCREENSHOTS = resolve(import.meta.dirname, '../../.tmp/screenshots');
/** The default profile, and an active one whose results name plans, shares markets a provider lacks and the like. */
const PROFILES = { default: '', active: '?nl=40&us=20&bedrag=5000&etf=250&koers=150' } as const;

/** One header part as laid out: its text's box (the union of its line boxes), its line height and how many lines. */
interface Part {
  readonly part: string;
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly lines: number;
}

interface Header {
  readonly broker: string;
  readonly card: { readonly left: number; readonly right: number };
  readonly parts: readonly Part[];
}

/** Each result's name, plan, price and difference, measured by their text (not their block's full width). */
function headers(page: Page): Promise<Header[]> {
  return page.locator('[data-cost-results] > li').evaluateAll((items) =>
    items.map((li) => {
      const measure = (part: string, element: Element | null | undefined, node?: Node | null): Part | null => {
        if (!element) return null;
        const range = document.createRange();
        range.selectNodeContents(node ?? element);
        const box = range.getBoundingClientRect();
        const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
        // Line boxes by their distinct tops: one line's words share a top.
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return {
          part,
          text: (node ?? element).textContent?.trim() ?? '',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          lines: Math.max(lines, Math.round(box.height / lineHeight)),
        };
      };
      const heading = li.querySelector('h3');
      // The name without the screen reader's rank ('1. ') before it.
      const name = [...(heading?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE);
      const card = li.getBoundingClientRect();
      return {
        broker: li.getAttribute('data-cost-broker') ?? '',
        card: { left: card.left, right: card.right },
        parts: [
          measure('name', heading, name),
          measure('plan', li.querySelector('[data-cost-plan]')),
          measure('price', li.querySelector('[data-cost-total]')),
          measure('difference', li.querySelector('[data-cost-difference]')),
        ].filter((part): part is Part => part !== null),
      };
    }),
  );
}

const overlap = (a: Part, b: Part) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** What is wrong with a header on screen: overlapping parts, a part cut off, a part broken over many lines. */
function problemsOf(header: Header, width: number): string[] {
  const problems: string[] = [];
  const { parts, card } = header;
  for (const [i, a] of parts.entries())
    for (const b of parts.slice(i + 1))
      if (overlap(a, b)) problems.push(`${header.broker}: ${a.part} '${a.text}' overlaps ${b.part} '${b.text}'`);
  for (const part of parts) {
    if (part.left < Math.max(card.left, 0) - 0.5 || part.right > Math.min(card.right, width) + 0.5)
      problems.push(`${header.broker}: ${part.part} '${part.text}' is cut off (${part.left}–${part.right})`);
    // A name, a plan, a price or a difference fits on one or two lines; more means one word per line.
    if (part.lines > 2) problems.push(`${header.broker}: ${part.part} '${part.text}' takes ${part.lines} lines`);
  }
  return problems;
}

describe('Kosten vergelijken on a phone', () => {
  it.each([320, 390, 430])(
    'lays out each result’s name, plan, price and difference readably at %i pixels',
    async (width) => {
      const { context, page, problems } = await openPage(browser(), {
        viewport: { width, height: 900 },
        isMobile: true,
        hasTouch: true,
      });
      mkdirSync(SCREENSHOTS, { recursive: true });
      const found: string[] = [];
      for (const [name, query] of Object.entries(PROFILES)) {
        await page.goto(url(`${TOOL}${query}`));
        await hydrated(page);
        await page.locator('[data-cost-results]').waitFor();
        const list = page.locator('[data-cost-results]');
        const top = await list.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        await page.screenshot({
          path: resolve(SCREENSHOTS, `costs-results-${name}-${width}.png`),
          fullPage: true,
          clip: { x: 0, y: top, width, height: 1200 },
        });
        const shown = await headers(page);
        expect(shown.length).toBeGreaterThan(5);
        // Every result has its name, price and difference, and the plan where it has one.
        for (const header of shown) expect(header.parts.length).toBeGreaterThanOrEqual(3);
        found.push(...shown.flatMap((header) => problemsOf(header, width)));
      }
      expect(found).toEqual([]);
      // Nothing in the page is wider than the screen (a header pushing the page sideways).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );

  it('has no serious axe violations at 390 pixels in either theme', async () => {
    const { context, page, problems } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(url(`${TOOL}${PROFILES.active}`));
    await hydrated(page);
    await page.locator('[data-cost-results]').waitFor();
    await expectNoSeriousAxeViolationsInBothThemes(page);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
