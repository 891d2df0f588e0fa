// The test references of docs/behaviour.md, and a check that each names a test that exists. The doc names tests as
// `file › describe › it`, the names as the test file writes them (an `it.each` name with its `%s`, a template with its
// `${…}`), in these shorthands:
//  - a reference that starts with `… ›` continues the one before it: the `…` stands for its file and any of its
//    leading describe titles (`… › another test of the same describe`, `… › another describe › a test`);
//  - a `…` segment inside a path stands for any number of describe titles (`file › … › a test`); at the end it means
//    every test under that path (`file › a describe › …`, `file › …`);
//  - a segment ending in `…` is the start of a name (`file › Scalable Capital: … › a test`);
//  - a file named alone (`tests/unit/exports.test.ts`) must exist.
// The test files are read with TypeScript's parser: every `describe`/`it`/`test` call (with `.each`, `.skip`,
// `.for`, … between) whose callback nests the calls inside it.
import ts from 'typescript';
import { t } from '../../src/i18n';
import { nl, type NlKey } from '../../src/i18n/nl';

const SEPARATOR = ' › ';
const ELLIPSIS = '…';
const TEST_FILE = /^tests\/\S+\.(test|e2e)\.tsx?$/;
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

/** One test reference of the doc: its line, the text as written, its file and the segments after it. */
export interface TestReference {
  readonly line: number;
  readonly text: string;
  readonly file: string;
  /** The describe titles and the test name after the file (or after the leading `…` of a continuation). */
  readonly path: readonly string[];
  /** Whether it starts with `…`, continuing the reference before it. */
  readonly continues: boolean;
}

/** Every test reference in the doc's inline code spans, in order. */
export function parseReferences(markdown: string): TestReference[] {
  const references: TestReference[] = [];
  let file: string | null = null;
  markdown.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/`([^`]+)`/g)) {
      const text = match[1]!.trim();
      const segments = text.split(SEPARATOR).map((segment) => segment.trim());
      const head = segments[0]!;
      if (TEST_FILE.test(head)) {
        file = head;
        references.push({ line: index + 1, text, file, path: segments.slice(1), continues: false });
      } else if (head === ELLIPSIS && segments.length > 1 && file !== null) {
        references.push({ line: index + 1, text, file, path: segments.slice(1), continues: true });
      }
    }
  });
  return references;
}

/** A describe or test of a file: the describe titles around it and the names it may be called by. */
interface TestNode {
  readonly titles: readonly string[];
  readonly names: readonly string[];
}

/**
 * The names a test call's first argument gives: a string's text, a template's source between its backticks, and for a
 * dictionary text (`describe(t('myCosts.save.button'), …)`) both the call as written and the text it shows.
 */
function namesOf(argument: ts.Expression, source: ts.SourceFile): string[] {
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return [argument.text];
  if (ts.isTemplateExpression(argument)) return [argument.getText(source).slice(1, -1)];
  const written = argument.getText(source);
  const key = ts.isCallExpression(argument) ? argument.arguments[0] : undefined;
  if (
    ts.isCallExpression(argument) &&
    ts.isIdentifier(argument.expression) &&
    argument.expression.text === 't' &&
    argument.arguments.length === 1 &&
    key !== undefined &&
    ts.isStringLiteral(key) &&
    Object.hasOwn(nl, key.text)
  ) {
    return [written, t(key.text as NlKey)];
  }
  return [written];
}

/** `describe`, `it.each(cases)`, `test.skip`, `describe.sequential.each(cases)`: the test function called, if any. */
function testFunctionOf(callee: ts.Expression): string | null {
  let expression = callee;
  for (;;) {
    if (ts.isIdentifier(expression)) return TEST_FUNCTIONS.has(expression.text) ? expression.text : null;
    if (ts.isPropertyAccessExpression(expression)) expression = expression.expression;
    else if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
      expression = expression.expression;
    } else return null;
  }
}

/**
 * Every describe and test of a test file's source (a call with a name and a body: not `it.todo`), each with the
 * describe titles around it. A describe known by two names (a dictionary text) nests its tests under either.
 */
export function testsOf(fileName: string, text: string): TestNode[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const nodes: TestNode[] = [];
  // `chains`: the describe titles around the node, one chain per way of naming them.
  const visit = (node: ts.Node, chains: readonly (readonly string[])[]): void => {
    const [name, ...body] = ts.isCallExpression(node) ? node.arguments : [];
    if (ts.isCallExpression(node) && testFunctionOf(node.expression) !== null && name && body.length > 0) {
      const names = namesOf(name, source);
      for (const titles of chains) nodes.push({ titles, names });
      const inner = chains.flatMap((titles) => names.map((n) => [...titles, n]));
      body.forEach((argument) => visit(argument, inner));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, chains));
  };
  visit(source, [[]]);
  return nodes;
}

const normalise = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Whether a segment of the doc names a title: the same text, or its start where the segment ends in `…`. */
function segmentNames(segment: string, title: string): boolean {
  const wanted = normalise(segment);
  const actual = normalise(title);
  if (wanted.endsWith(ELLIPSIS)) return actual.startsWith(wanted.slice(0, -ELLIPSIS.length).trimEnd());
  return wanted === actual;
}

/**
 * Whether the segments match a chain of titles from the start: a `…` segment matches any number of titles (at the
 * end: the chain may go on, the path names a group of tests).
 */
function pathMatches(segments: readonly string[], chain: readonly string[]): boolean {
  if (segments.length === 0) return chain.length === 0;
  const [first, ...rest] = segments as [string, ...string[]];
  if (first === ELLIPSIS) {
    if (rest.length === 0) return true;
    for (let skip = 0; skip <= chain.length; skip++) if (pathMatches(rest, chain.slice(skip))) return true;
    return false;
  }
  return chain.length > 0 && segmentNames(first, chain[0]!) && pathMatches(rest, chain.slice(1));
}

/** Whether the file's tests hold what the segments name (a test or a describe, or with a final `…` a group). */
function fileHolds(tests: readonly TestNode[], segments: readonly string[]): boolean {
  if (segments.length === 0 || (segments.length === 1 && segments[0] === ELLIPSIS)) return true;
  return tests.some((test) => test.names.some((name) => pathMatches(segments, [...test.titles, name])));
}

/**
 * The references that name no existing test, each as `line: text (why)`. `readFile` gives a test file's source by its
 * path from the repository root, or `undefined` where there is no such file.
 */
export function brokenReferences(markdown: string, readFile: (path: string) => string | undefined): string[] {
  const cache = new Map<string, TestNode[] | undefined>();
  const testsIn = (file: string) => {
    if (!cache.has(file)) {
      const text = readFile(file);
      cache.set(file, text === undefined ? undefined : testsOf(file, text));
    }
    return cache.get(file);
  };
  const broken: string[] = [];
  // The describe titles of the reference before, as resolved: what a continuation's `…` may stand for.
  let previousTitles: readonly string[] = [];
  for (const reference of parseReferences(markdown)) {
    const tests = testsIn(reference.file);
    const prefixes = reference.continues
      ? Array.from({ length: previousTitles.length + 1 }, (_, n) => previousTitles.slice(0, n))
      : [[]];
    const prefix = tests === undefined ? undefined : prefixes.find((p) => fileHolds(tests, [...p, ...reference.path]));
    previousTitles = [...(prefix ?? prefixes[prefixes.length - 1]!), ...reference.path.slice(0, -1)];
    if (tests === undefined) broken.push(`${reference.line}: ${reference.text} (no file ${reference.file})`);
    else if (prefix === undefined)
      broken.push(`${reference.line}: ${reference.text} (no such test in ${reference.file})`);
  }
  return broken;
}
