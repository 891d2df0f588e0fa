// The broker-file fixtures, one folder per broker (tests/fixtures/brokerFiles/<broker>/), read for unit, property and
// browser tests and the bench. A fixture's name is unique over all folders, so a test names only the file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseExportText } from '../../src/lib/exports/parse';
import type { MoneyKind, ParsedExport } from '../../src/lib/exports/types';

export const FIXTURES_DIR = new URL('../fixtures/brokerFiles/', import.meta.url);

/** Every broker's folder of fixtures. */
const FOLDERS = readdirSync(FIXTURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => new URL(`${entry.name}/`, FIXTURES_DIR));

/** The path of a fixture, wherever its broker's folder is (a file of no broker stands in the top folder). */
export function fixturePath(name: string): string {
  const folder = FOLDERS.find((dir) => existsSync(new URL(name, dir))) ?? FIXTURES_DIR;
  return fileURLToPath(new URL(name, folder));
}

/** Every CSV fixture's name, of every broker. */
export function fixtureNames(): string[] {
  return [FIXTURES_DIR, ...FOLDERS].flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.csv')));
}

export function fixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}

export function parsedFixture(name: string): ParsedExport {
  return parsedText(fixture(name), name);
}

/** An export's text as the readers parse it; a file they refuse fails the test, naming `context` and the problem. */
export function parsedText(text: string, context = 'export'): ParsedExport {
  const outcome = parseExportText(text);
  if (!outcome.ok) throw new Error(`${context}: ${outcome.problem}`);
  return outcome.parsed;
}

/** The file's amounts of one kind per currency, rounded to cents. */
export function moneySums(parsed: ParsedExport, kind: MoneyKind): Record<string, number> {
  const result: Record<string, number> = {};
  for (const line of parsed.money.filter((l) => l.kind === kind))
    result[line.currency] = Math.round(((result[line.currency] ?? 0) + line.amount) * 100) / 100;
  return result;
}
