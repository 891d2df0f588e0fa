// Module worker of the reader's own portfolio: checks what IndexedDB held (src/lib/portfolio/stored.ts) and builds its
// portfolio (view.ts), so the maths never load on the page. It reads no file (brokerFileWorker.ts does), and is
// terminated by src/browser/buildPortfolio.ts after its answer.
import { combineFiles } from '../lib/portfolio/combine.ts';
import { readStoredPortfolio } from '../lib/portfolio/stored.ts';
import { portfolioView } from '../lib/portfolio/view.ts';
import type { BuiltPortfolio } from './buildPortfolio.ts';
import type { WorkerMessage } from './readBrokerFile.ts';

addEventListener('message', (event: MessageEvent<unknown>) => {
  const stored = readStoredPortfolio(event.data);
  let answer: BuiltPortfolio = { stored: undefined, portfolio: undefined };
  if (stored) {
    const { records, quotes } = combineFiles(stored.files);
    answer = { stored, portfolio: portfolioView(records, { exported: quotes, typed: stored.typed }) };
  }
  postMessage({ answer } satisfies WorkerMessage<BuiltPortfolio>);
});
