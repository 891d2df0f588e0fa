// From the text (or a workbook's bytes) of one file to what the cost tools read of it, or the reason it cannot be
// read: the one front door (src/lib/brokerFiles/read.ts) and the ledger's cost view (derive/costs.ts). Pure: the
// browser adapter reads the File (decodes UTF-16, moves big files to a worker), this only sees text or bytes.
import { costOutcome } from '../brokerFiles/derive/costs.ts';
import { readBrokerText, readBrokerWorkbook } from '../brokerFiles/read.ts';
import type { ExportOutcome } from './types.ts';

/** The cost tools name no file: a record's id is never shown there. */
const UNNAMED = { name: '', day: '' };

/** `progress` is called between the steps (a worker tells the page it is still working, see readInWorker). */
export function parseExportText(text: string, progress: () => void = () => {}): ExportOutcome {
  return costOutcome(readBrokerText(text, UNNAMED, progress));
}

/** An .xlsx (Saxo's reports). */
export function parseWorkbookBytes(bytes: Uint8Array, progress: () => void = () => {}): ExportOutcome {
  return costOutcome(readBrokerWorkbook(bytes, UNNAMED, progress));
}
