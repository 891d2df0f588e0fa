// Module worker: reads one large export for the reader's own portfolio off the main thread (the records and prices
// of src/lib/portfolio/fromExports.ts), with the same messages as the export worker (src/browser/fileWorker.ts:
// 'still working' after each step, then the answer), and is then terminated by src/browser/readPortfolio.ts.
import { decodeExport } from '../lib/exports/encoding.ts';
import { readPortfolioText, type PortfolioFileOutcome } from '../lib/portfolio/fromExports.ts';
import { dayOfFile } from './fileDay.ts';
import type { FileRequest } from './fileWorker.ts';

const progress = () => postMessage({ progress: true });

addEventListener('message', (event: MessageEvent<FileRequest>) => {
  const { file } = event.data;
  void file
    .arrayBuffer()
    .then((bytes): PortfolioFileOutcome => {
      progress();
      return readPortfolioText(
        decodeExport(new Uint8Array(bytes)),
        { name: file.name, day: dayOfFile(file) },
        progress,
      );
    })
    .catch((): PortfolioFileOutcome => ({ ok: false, problem: 'unreadable' }))
    .then((answer) => postMessage({ answer }));
});
