// Module worker: parses one large export off the main thread. Receives the File, answers with the
// parsed result (plain data) and is then terminated by src/browser/readExport.ts.
import { parseExportText } from '../lib/exports/parse.ts';
import type { ExportOutcome } from '../lib/exports/types.ts';

addEventListener('message', (event: MessageEvent<File>) => {
  event.data.text().then(
    (text) => postMessage(parseExportText(text)),
    () => postMessage({ ok: false, problem: 'unreadable' } satisfies ExportOutcome),
  );
});
