// No word in the built site runs into an inline element's text: whitespace in the source between text and a link,
// a <strong> or an expression must reach the HTML as a space (astro.config.mjs: compressHTML).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { gluedWords } from './support/gluedWords';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('words in the built HTML', () => {
  it('the check finds a glued word and passes a spaced one', () => {
    expect(gluedWords('<p><strong>Transparant:</strong>de knoppen</p>')).toEqual([
      { before: 'Transparant:', after: 'de knoppen' },
    ]);
    expect(gluedWords('<p>bij de<a href="/faq">veelgestelde vragen</a>.</p>')).toHaveLength(1);
    expect(gluedWords('<p><strong>Transparant:</strong> de <a href="/faq">vragen</a>.</p><p>Nu</p>')).toEqual([]);
  });

  it('are never glued to an inline element on any page', () => {
    const dist = inject('distDir');
    const glued = htmlFiles(dist).flatMap((file) =>
      gluedWords(readFileSync(file, 'utf8')).map((g) => `${relative(dist, file)}: '${g.before}|${g.after}'`),
    );
    expect(glued).toEqual([]);
  });
});
