// UI texts live in src/i18n: a page, component, layout, island or script that writes a sentence, a label or an
// accessible name as a literal fails here, and so does a Dutch sentence in a string literal of src/lib. Prose that
// belongs to content (MDX guides, the notes under the tools in src/content/notes, FAQ answers, broker descriptions
// in src/data) is outside this check.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src/components', 'src/layouts', 'src/islands', 'src/scripts', 'src/pages'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(astro|tsx|ts)$/.test(entry.name) ? [path] : [];
  });
}

/** The markup of a component: no frontmatter, comments, scripts, styles or inline SVG, and no {expressions}. */
function markup(source: string, path: string): string {
  let text = path.endsWith('.astro') ? source.replace(/^---[\s\S]*?\n---/, '') : source;
  text = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '');
  // Remove {…} expressions, innermost first, so nested braces go too.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\{[^{}]*\}/g, '');
  }
  return text;
}

/** A text node, an accessible-name attribute or a page heading's intro with at least one word in it. */
const TEXT_NODE = />\s*([^<>]*\p{L}{2,}[^<>]*?)\s*</gu;
const NAME_ATTRIBUTE = /\b(aria-label|title|placeholder|alt|intro)="([^"]*\p{L}{2,}[^"]*)"/gu;
/** Scripts: a literal given to the page as text or as an accessible name. */
const SCRIPT_TEXT = /(textContent\s*=|setAttribute\(\s*'(?:aria-label|title)',)\s*'([^']*\p{L}{2,}[^']*)'/gu;

function literalTexts(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  if (path.endsWith('.ts')) return [...source.matchAll(SCRIPT_TEXT)].map((m) => m[2] ?? '');
  const code = path.endsWith('.tsx') ? source.slice(source.search(/return \(|=> \(/)) : source;
  const body = markup(code, path);
  const nodes = [...body.matchAll(TEXT_NODE)].map((m) => m[1] ?? '');
  const names = [...body.matchAll(NAME_ATTRIBUTE)].map((m) => m[2] ?? '');
  // TypeScript in a .tsx file that the slice kept (generics, comparisons) has no spaces around words like prose.
  const texts = [...nodes, ...names].map((s) => s.trim()).filter((s) => /\p{L}{2,}/u.test(s));
  // A .tsx slice still holds TypeScript between JSX (generics such as Promise<void>, signatures): not prose.
  return path.endsWith('.tsx') ? texts.filter((s) => !/[;=|(){}]|^[A-Z]\w*$/.test(s)) : texts;
}

/**
 * src/lib is pure logic, but its functions return text the pages show (format names, venues, error messages):
 * a string literal there with a Dutch sentence in it is a UI text outside the dictionary. Dutch is told by its
 * common short words, which column names and patterns in other languages do not use; comments are left out.
 */
const DUTCH_WORDS =
  /(^|[^\p{L}])(het|een|van|niet|geen|je|jouw|wordt|worden|kon|konden|voor|naar|dit|deze|onbekende|zonder|koers|bestand|bestanden|regels?|bedragen|gelezen|bewaard|kies|leestijd|geldig|probeer|opnieuw|wachtwoord|inloggen)(?!\p{L})/iu;
const STRING_LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

function dutchLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
  return [...code.matchAll(STRING_LITERAL)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .filter((text) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text) && DUTCH_WORDS.test(text));
}

describe('literal UI texts in src/lib', () => {
  it('the check finds a Dutch sentence and passes over code, patterns and other languages', () => {
    expect(dutchLiterals("const a = 'koers zonder valuta'; // 'een commentaar van mij'")).toEqual([
      'koers zonder valuta',
    ]);
    expect(dutchLiterals(`const names = ["date de l'opération", 'booked amount', 'trade date'];`)).toEqual([]);
  });

  it.each(files('src/lib'))('%s takes its texts from the dictionary', (path) => {
    expect(dutchLiterals(readFileSync(path, 'utf8'))).toEqual([]);
  });
});

describe('literal UI texts', () => {
  it.each(FOLDERS.flatMap((folder) => files(folder)))('%s takes its texts from the dictionary', (path) => {
    expect(literalTexts(path)).toEqual([]);
  });
});
