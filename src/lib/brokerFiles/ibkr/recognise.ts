// IBKR's statements by their English structure markers, its Flex queries by their field names.
import type { Recognised } from '../registry.ts';
import type { Row } from '../shared/rows.ts';
import { isIbkrFlex } from './flexBlocks.ts';
import { isIbkrStatement } from './sections.ts';

/** An Activity Statement (the reader tells a Transaction History apart by its section). */
export function recogniseIbkrStatement(header: readonly string[], rows: readonly Row[]): Recognised | null {
  return isIbkrStatement(header, rows) ? { format: 'ibkr-activity' } : null;
}

export function recogniseIbkrFlex(header: readonly string[], rows: readonly Row[]): Recognised | null {
  return isIbkrFlex(header, rows) ? { format: 'ibkr-flex', language: 'en' } : null;
}
