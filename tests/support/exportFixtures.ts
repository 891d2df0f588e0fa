// The broker-export fixtures (tests/fixtures/exports), read for unit tests and the bench.
import { readFileSync } from 'node:fs';
import { parseExportText } from '../../src/lib/exports/parse';
import type { ParsedExport } from '../../src/lib/exports/types';

export const EXPORT_FIXTURES_DIR = new URL('../fixtures/exports/', import.meta.url);

export function fixture(name: string): string {
  return readFileSync(new URL(name, EXPORT_FIXTURES_DIR), 'utf8');
}

export function parsedFixture(name: string): ParsedExport {
  const outcome = parseExportText(fixture(name));
  if (!outcome.ok) throw new Error(`${name}: ${outcome.problem}`);
  return outcome.parsed;
}
