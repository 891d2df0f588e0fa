// Module worker: decodes and parses one large export off the main thread. Receives the File, answers
// with the parsed result (plain data), or for Mijn kosten with its summary, and is then terminated by
// src/browser/readExport.ts. A file of more than MAX_DATA_ROWS lines is refused by counting its lines before any parsing.
import { summarizeOutcome } from '../lib/exports/analyze.ts';
import { decodeExport } from '../lib/brokerFiles/shared/encoding.ts';
import { parseExportText } from '../lib/exports/parse.ts';
import { answerFiles } from './fileWorker.ts';

answerFiles((bytes, progress) => {
  const text = decodeExport(bytes);
  progress();
  return parseExportText(text, progress);
}, summarizeOutcome);
