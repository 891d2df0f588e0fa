// Many large files chosen at once: the total is capped with a message naming the limit, and the files are
// read through a few workers, about the number of cores.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import {
  MAX_EXPORT_BYTES,
  MAX_SELECTION_BYTES,
  MAX_SELECTION_MB,
  selectionTooLarge,
} from '../../src/lib/brokerFiles/shared/limits';
import { workerPoolSize } from '../../src/lib/brokerFiles/shared/workers';
import { taskPool } from '../../src/lib/pool';

describe('the size of one selection', () => {
  it('reads twelve of the largest files together, and refuses more bytes than that', () => {
    expect(MAX_SELECTION_BYTES).toBe(12 * MAX_EXPORT_BYTES);
    expect(selectionTooLarge(Array.from({ length: 12 }, () => MAX_EXPORT_BYTES))).toBeNull();
    expect(selectionTooLarge([MAX_SELECTION_BYTES])).toBeNull();
    expect(selectionTooLarge([MAX_SELECTION_BYTES, 1])).toBe(MAX_SELECTION_MB + 1);
    expect(selectionTooLarge(Array.from({ length: 13 }, () => MAX_EXPORT_BYTES))).toBe(650);
    expect(selectionTooLarge([])).toBeNull();
  });
  it('names the limit in Dutch', () => {
    expect(t('myCosts.problem.selectionTooLarge', { chosen: '650', limit: String(MAX_SELECTION_MB) })).toBe(
      'Je koos samen 650 MB aan bestanden. Mijn kosten leest hoogstens 600 MB in één keer: kies minder bestanden tegelijk.',
    );
  });
});

describe('the worker pool', () => {
  it('has about as many workers as the device has cores, 1 to 4', () => {
    expect(workerPoolSize(1)).toBe(1);
    expect(workerPoolSize(2)).toBe(2);
    expect(workerPoolSize(8)).toBe(4);
    expect(workerPoolSize(undefined)).toBe(2);
    expect(workerPoolSize(0)).toBe(2);
    expect(workerPoolSize(Number.NaN)).toBe(2);
  });
});

describe('taskPool', () => {
  /** A task that starts when the pool runs it and ends when the test says so. */
  function task(log: string[], name: string) {
    let finish: (ok: boolean) => void = () => undefined;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        log.push(`start ${name}`);
        finish = (ok) => (ok ? resolve(name) : reject(new Error(name)));
      });
    return { run, finish: (ok = true) => finish(ok) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts a task (and so its worker and its timer) only when a place is free, also after a failure', async () => {
    const log: string[] = [];
    const run = taskPool(() => 2);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = [a, b, c, d].map((t) => run(t!.run).catch((error: Error) => `failed ${error.message}`));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    a!.finish(false);
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    b!.finish();
    c!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    d!.finish();
    expect(await Promise.all(results)).toEqual(['failed a', 'b', 'c', 'd']);
  });
});
