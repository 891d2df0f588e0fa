// How Mijn kosten and box 3 read the files in 'Mijn bestanden' (src/stores/myFiles.ts): the one place these tools call
// the one file pipeline (src/browser/readBrokerFile.ts) for a listed file.
// A listed file is read again from the File kept; an entry migrated from Mijn kosten's saved results gives its parsed
// export (checked first: storage can hold anything); one migrated from the portfolio has neither, and is left out (the
// list asks the reader to choose it again).
import { readBrokerFile } from '../../browser/readBrokerFile';
import { summarizeOutcome, type SummaryOutcome } from '../../lib/exports/analyze';
import { isParsedExport } from '../../lib/exports/saved';
import type { ExportOutcome, ParsedExport } from '../../lib/exports/types';
import { entryServes, type MyFileEntry } from '../../lib/myFiles';

const asFile = (entry: MyFileEntry & { file: Blob }): File =>
  entry.file instanceof File ? entry.file : new File([entry.file], entry.name);

/** Each listed file Mijn kosten can use, summarized in a worker, in the list's order. */
export function summariesOfListed(
  entries: readonly MyFileEntry[],
): Promise<{ readonly name: string; readonly id: string; readonly outcome: SummaryOutcome }[]> {
  return Promise.all(
    entries
      .filter((entry) => entryServes(entry, 'costs'))
      .map(async (entry) => ({
        name: entry.name,
        id: entry.id,
        outcome:
          entry.file !== null
            ? await readBrokerFile(asFile({ ...entry, file: entry.file }), 'summary')
            : summarizeOutcome(parsedOf(entry)),
      })),
  );
}

function parsedOf(entry: MyFileEntry): ExportOutcome {
  return isParsedExport(entry.parsed) ? { ok: true, parsed: entry.parsed } : { ok: false, problem: 'unreadable' };
}

/** Each listed file box 3 can use, parsed; a file that cannot be read is left out. */
export async function parsedOfListed(
  entries: readonly MyFileEntry[],
): Promise<{ readonly name: string; readonly parsed: ParsedExport }[]> {
  const outcomes = await Promise.all(
    entries
      .filter((entry) => entryServes(entry, 'box3'))
      .map(async (entry) => ({
        name: entry.name,
        outcome:
          entry.file !== null
            ? await readBrokerFile(asFile({ ...entry, file: entry.file }), 'parsed')
            : parsedOf(entry),
      })),
  );
  return outcomes.flatMap(({ name, outcome }) => (outcome.ok ? [{ name, parsed: outcome.parsed }] : []));
}
