// The one file worker every tool reads a chosen file in (src/browser/brokerFileWorker.ts), run unchanged in a Node
// worker thread as the browser runs it: the size rule before any byte is read, then one reading through the front
// door, answered with the view the page asks for (Mijn kosten's summary, the parsed export, the portfolio's file with
// its sentence). The portfolio's build worker carries no reader.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileSizeProblem, MAX_EXPORT_BYTES } from '../../src/lib/brokerFiles/shared/limits';
import { summarizeOutcome } from '../../src/lib/exports/analyze';
import { parseExportText } from '../../src/lib/exports/parse';
import { fixturePath } from '../support/exportFixtures';
import { runWorker, type WorkerBounds } from '../support/runWorker';

const BOUNDS: WorkerBounds = { cpuSeconds: 5, seconds: 30, megabytes: 400 };
const WORKER_TEST_MS = 60_000;

describe('the file worker', () => {
  it(
    'answers each view of a file from the same reading as the front door gives',
    async () => {
      const name = 'degiro-transacties.csv';
      const bytes = new Uint8Array(readFileSync(fixturePath(name)));
      const text = new TextDecoder().decode(bytes);
      const ask = (view: string) => runWorker('brokerFileWorker', { name, bytes }, { view }, BOUNDS);
      const [summary, parsed, portfolio] = [await ask('summary'), await ask('parsed'), await ask('portfolio')];
      expect([summary.failure, parsed.failure, portfolio.failure]).toEqual([null, null, null]);
      expect(parsed.answer).toEqual(parseExportText(text));
      expect(summary.answer).toEqual(summarizeOutcome(parseExportText(text)));
      expect(portfolio.answer).toMatchObject({
        outcome: { ok: true, file: { name, format: 'degiro-transactions' } },
        message: `${name}: read`,
      });
      // 'Still working' after the bytes, the text and each step of the reading.
      expect(parsed.progress).toBeGreaterThanOrEqual(3);
    },
    WORKER_TEST_MS,
  );

  it(
    'answers an empty file by the size rule, in each view',
    async () => {
      const empty = { name: 'leeg.csv', bytes: new Uint8Array(0) };
      const answers = [];
      for (const view of ['summary', 'parsed', 'portfolio'])
        answers.push((await runWorker('brokerFileWorker', empty, { view }, BOUNDS)).answer);
      expect(answers).toEqual([
        { ok: false, problem: 'empty' },
        { ok: false, problem: 'empty' },
        { outcome: { ok: false, problem: 'empty' }, message: 'leeg.csv: the file is empty.' },
      ]);
    },
    WORKER_TEST_MS,
  );

  it('refuses a file over 50 MB before reading it, and an empty one', () => {
    expect(fileSizeProblem(0)).toBe('empty');
    expect(fileSizeProblem(1)).toBeNull();
    expect(fileSizeProblem(MAX_EXPORT_BYTES)).toBeNull();
    expect(fileSizeProblem(MAX_EXPORT_BYTES + 1)).toBe('too-large');
  });
});

describe("the portfolio's build worker", () => {
  it('imports no file reader: the front door and the broker folders stay out of it', () => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(/^import (?!type)[^;]*? from '(\.[^']+)';/gms)) {
        const target = new URL(match[1]!, `file://${path}`).pathname;
        visit(target.endsWith('.ts') ? target : `${target}.ts`);
      }
    };
    visit(new URL('../../src/browser/portfolioBuildWorker.ts', import.meta.url).pathname);
    const modules = [...seen].map((path) => path.replace(/^.*\/src\//, 'src/'));
    expect(modules).toContain('src/lib/portfolio/build.ts');
    // Its sentences name the size limits (limits.ts, numbers only); nothing else of the readers' folders.
    const readers = modules.filter(
      (path) =>
        (path.startsWith('src/lib/brokerFiles/') && path !== 'src/lib/brokerFiles/shared/limits.ts') ||
        path.startsWith('src/lib/exports/'),
    );
    expect(readers).toEqual([]);
  });
});
