// The broker-export fixtures (tests/fixtures/exports), read for unit tests and the bench.
import { readFileSync } from 'node:fs';
import { parseExportText } from '../../src/lib/exports/parse';
import type { MoneyKind, ParsedExport } from '../../src/lib/exports/types';

export const EXPORT_FIXTURES_DIR = new URL('../fixtures/exports/', import.meta.url);

export function fixture(name: string): string {
  return readFileSync(new URL(name, EXPORT_FIXTURES_DIR), 'utf8');
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
