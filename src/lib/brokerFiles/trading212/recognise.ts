// Trading 212's history export names its columns in English whatever the account.
import type { Recognised } from '../registry.ts';
import { hasColumns, normalizeHeader } from '../shared/header.ts';

const TRADING212_COLUMNS = [['action'], ['time', 'time (utc)'], ['no. of shares'], ['price / share']];

export function recogniseTrading212(header: readonly string[]): Recognised | null {
  return hasColumns(normalizeHeader(header), TRADING212_COLUMNS) ? { format: 'trading212' } : null;
}
