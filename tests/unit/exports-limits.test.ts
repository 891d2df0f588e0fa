// Many large files chosen at once (issue 30): the total is capped with a message naming the limit, and the files are
// read through a few workers, about the number of cores.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import {
  MAX_EXPORT_BYTES,
  MAX_SELECTION_BYTES,
  MAX_SELECTION_MB,
  selectionTooLarge,
  workerPoolSize,
} from '../../src/lib/exports/limits';

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
