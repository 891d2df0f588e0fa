// Module worker: reads one .xlsx (Saxo's reports) off the main thread, so a zip bomb or a huge sheet
// cannot hang the tab; the caps in src/lib/brokerFiles/shared/xlsx.ts end it with a message. Answers with the
// parsed result (plain data), or for Mijn kosten with its summary, and is then terminated by src/browser/readWorkbook.ts.
import { summarizeOutcome } from '../lib/exports/analyze.ts';
import { parseWorkbookBytes } from '../lib/exports/parse.ts';
import { answerFiles } from './fileWorker.ts';

answerFiles(parseWorkbookBytes, summarizeOutcome);
