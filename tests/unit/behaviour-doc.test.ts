// docs/behaviour.md names the test that checks each rule; a renamed or moved test must take its line in the doc along.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenReferences, parseReferences } from '../support/behaviourReferences';

const DOC = readFileSync('docs/behaviour.md', 'utf8');
const readFromRepository = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

describe('docs/behaviour.md', () => {
  it('names only tests that exist, each in its file under its describe titles', () => {
    expect(brokenReferences(DOC, readFromRepository)).toEqual([]);
  });

  it('reads every code span with a › as a test reference, so none goes unchecked', () => {
    const spans = [...DOC.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim()).filter((span) => span.includes(' › '));
    const references = new Set(parseReferences(DOC).map((reference) => reference.text));
    expect(spans.filter((span) => !references.has(span))).toEqual(['file › describe › it']);
    expect(references.size).toBeGreaterThan(300);
  });
});

describe('the test-reference check', () => {
  const FILES: Record<string, string> = {
    'tests/unit/a.test.ts': [
      "describe('outer', () => {",
      "  it('one', () => {});",
      "  describe('inner', () => {",
      "    it.each([1, 2])('%s case', () => {});",
      '    it(`has ${N} words`, () => {});',
      '  });',
      '});',
      "describe(t('myFiles.keep'), () => {",
      "  it('keeps', () => {});",
      '});',
      "it.todo('planned');",
      "const named = (test: (name: string) => boolean) => test('not a test');",
    ].join('\n'),
  };
  const check = (markdown: string) => brokenReferences(markdown, (path) => FILES[path]);

  it('accepts paths, continuations, `…` for describe titles or a group, name starts, templates and dictionary texts', () => {
    const doc = [
      '- A rule.',
      '  Tests: `tests/unit/a.test.ts › outer › one`, `… › inner › %s case`, `… › has ${N} words`;',
      '  `tests/unit/a.test.ts › … › %s case`, `tests/unit/a.test.ts › outer › …`, `tests/unit/a.test.ts › …`,',
      '  `tests/unit/a.test.ts › out… › one`, `tests/unit/a.test.ts › Bewaar op dit apparaat › keeps`,',
      "  `tests/unit/a.test.ts › t('myFiles.keep') › keeps`; the file alone: `tests/unit/a.test.ts`",
      '- Not references: `src/lib/costs.ts`, `Home › Brokers`.',
    ].join('\n');
    expect(parseReferences(doc)).toHaveLength(10);
    expect(check(doc)).toEqual([]);
  });

  it('names each reference to a test, describe or file that is not there, by line', () => {
    const doc = [
      '- A rule.',
      '  Tests: `tests/unit/a.test.ts › outer › two`, `… › three`;',
      '  `tests/unit/a.test.ts › inner › %s case`,',
      '  `tests/unit/a.test.ts › outer › %s case`, `tests/unit/a.test.ts › nothing › …`,',
      '- Another.',
      '  Tests: `tests/unit/a.test.ts › planned`, `tests/unit/a.test.ts › not a test`,',
      '  `tests/unit/b.test.ts › outer › one`, `tests/unit/a.test.ts › inner… › one`',
    ].join('\n');
    expect(check(doc)).toEqual([
      '2: tests/unit/a.test.ts › outer › two (no such test in tests/unit/a.test.ts)',
      '2: … › three (no such test in tests/unit/a.test.ts)',
      '3: tests/unit/a.test.ts › inner › %s case (no such test in tests/unit/a.test.ts)',
      '4: tests/unit/a.test.ts › outer › %s case (no such test in tests/unit/a.test.ts)',
      '4: tests/unit/a.test.ts › nothing › … (no such test in tests/unit/a.test.ts)',
      '6: tests/unit/a.test.ts › planned (no such test in tests/unit/a.test.ts)',
      '6: tests/unit/a.test.ts › not a test (no such test in tests/unit/a.test.ts)',
      '7: tests/unit/b.test.ts › outer › one (no file tests/unit/b.test.ts)',
      '7: tests/unit/a.test.ts › inner… › one (no such test in tests/unit/a.test.ts)',
    ]);
  });
});
