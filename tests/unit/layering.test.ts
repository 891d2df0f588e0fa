// The layering of src/ (README › Architecture) as ESLint enforces it: each probe is linted as if it were a module in
// the folder named, with the project's own eslint.config.js.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages for `code` placed at `filePath`. */
async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import layering', { timeout: 60_000 }, () => {
  it('refuses a module in src/lib that imports a store, a browser adapter or an SDK', async () => {
    const file = 'src/lib/costs/index.ts';
    expect(await refused(file, "export { $auth } from '../../stores/auth';\n")).toHaveLength(1);
    expect(await refused(file, "export { browserStorage } from '../../browser/storage';\n")).toHaveLength(1);
    expect(await refused(file, "export { atom } from 'nanostores';\n")).toHaveLength(1);
    expect(await refused(file, "export { createClient } from 'contentful';\n")).toHaveLength(1);
    expect(await refused(file, "export { TARIFFS } from '../../data/fees';\n")).toEqual([]);
  });

  it('lets islands reach storage and Firebase only through a store', async () => {
    const file = 'src/islands/CompoundCalculator.tsx';
    expect(await refused(file, "export { browserStorage } from '../browser/storage';\n")).toHaveLength(1);
    expect(await refused(file, "export { getAuth } from 'firebase/auth';\n")).toHaveLength(1);
    expect(await refused(file, "export { $auth } from '../stores/auth';\n")).toEqual([]);
  });

  it('keeps the dictionary free of imports from outside src/i18n', async () => {
    expect(await refused('src/i18n/nl/pages.ts', "export { BROKERS } from '../../data/brokers';\n")).toHaveLength(1);
  });
});
