import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser-test files that visit every route or every pair page (axe in both themes on each): minutes each. */
const LONGEST_E2E = ['tests/e2e/foundation.e2e.ts', 'tests/e2e/pairs.e2e.ts'];

/**
 * Vitest's own order, but the longest browser-test files first. Without timings of an earlier run (a fresh clone)
 * Vitest starts the largest files first, and foundation.e2e.ts, small but the longest, started last and then ran
 * alone for minutes while the other worker was idle.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST_E2E.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // `npm test` runs them beside the build, the static checks and the browser tests (scripts/test.mjs): the
          // CPU-heavy cases (a 65 MB zip bomb, 20,000 generated numbers) take 1–2 s alone and several times that
          // there, so Vitest's 5 s default would fail them for the machine's load, not for what they check.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Two cores: one Chromium per worker is what this machine carries without flakiness.
          maxWorkers: 2,
        },
      },
    ],
  },
});
