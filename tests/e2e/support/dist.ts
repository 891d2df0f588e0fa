// Pages as the runtime serves them, read without a browser, for checks that only read a page's HTML (its head,
// links, JSON-LD, headings, labels, tables). A browser stays for what needs one: layout, scripts, focus, axe.
import { parseHTML } from 'linkedom';
import { inject } from 'vitest';
import type { JsonLd } from './browser';

/** A page as the Pages runtime serves it (status and parsed HTML), fetched without a browser. */
export async function servedPage(path: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(new URL(path, inject('baseUrl')), { redirect: 'manual' });
  const { document } = parseHTML(await response.text());
  return { status: response.status, document };
}

/** Every JSON-LD block of a built page, parsed. */
export function builtJsonLd(document: Document): JsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLd,
  );
}

/** The attribute of the first element matching the selector, or null. */
export function attr(root: ParentNode, selector: string, name: string): string | null {
  return root.querySelector(selector)?.getAttribute(name) ?? null;
}

/** An element's text as a reader sees it (the build keeps a space at a block's edges; see ./text.ts). */
export function textOf(element: Element | null | undefined): string {
  return element?.textContent?.trim() ?? '';
}

/**
 * A link's or button's accessible name, for the elements this site writes: its aria-label, else its text and
 * its images' alt texts, leaving out what is aria-hidden, with white space collapsed (as getByRole matches names).
 */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (el.getAttribute('aria-hidden') === 'true') return;
    if (el.tagName === 'IMG') parts.push(el.getAttribute('alt') ?? '');
    for (const child of el.childNodes) walk(child);
  };
  for (const child of element.childNodes) walk(child);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
