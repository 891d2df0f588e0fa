// The `_redirects` file the build writes from the route table's REDIRECTS (src/integrations/redirects.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../src/data/routes';
import { MAX_STATIC_REDIRECTS, redirectsFileText, shadowedPages } from '../../src/integrations/redirects';

describe('redirectsFileText', () => {
  it('writes one permanent rule a line, sorted', () => {
    expect(redirectsFileText({ '/signin': '/login', '/brokers/b-vs-a': '/brokers/a-vs-b' })).toBe(
      '/brokers/b-vs-a /brokers/a-vs-b 301\n/signin /login 301\n',
    );
  });

  it('writes every entry of the route table', () => {
    const lines = redirectsFileText(REDIRECTS).trimEnd().split('\n');
    expect(lines).toHaveLength(Object.keys(REDIRECTS).length);
    expect(lines).toContain('/signin /login 301');
  });

  it.each([
    [{ signin: '/login' }, 'Not a plain path'],
    [{ '/a b': '/login' }, 'Not a plain path'],
    [{ '/a': 'https://elsewhere.example/' }, 'Not a plain path'],
    [{ '/a/*': '/b' }, 'Not a plain path'],
    [{ '/a/:id': '/b' }, 'Not a plain path'],
    [{ '/a': '/a' }, 'second hop or loop'],
    [{ '/a': '/b', '/b': '/c' }, 'second hop or loop'],
  ])('refuses %j', (redirects, message) => {
    expect(() => redirectsFileText(redirects)).toThrow(message);
  });

  it('refuses more rules than Pages reads', () => {
    const many = Object.fromEntries(Array.from({ length: MAX_STATIC_REDIRECTS + 1 }, (_, i) => [`/old-${i}`, '/new']));
    expect(() => redirectsFileText(many)).toThrow(`at most ${MAX_STATIC_REDIRECTS}`);
  });
});

describe('shadowedPages', () => {
  it('names old paths that are also built pages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bk-redirects-'));
    writeFileSync(join(dir, 'login.html'), '');
    mkdirSync(join(dir, 'old'));
    writeFileSync(join(dir, 'old', 'index.html'), '');
    expect(shadowedPages({ '/signin': '/login', '/login': '/x', '/old': '/new' }, dir)).toEqual(['/login', '/old']);
  });
});
