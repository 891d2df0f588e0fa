// Module worker of the reader's own portfolio: checks what IndexedDB held (src/lib/portfolio/stored.ts) and builds its
// portfolio (view.ts), so the maths never load on the page, and sends the panel's words (src/i18n/en/ownPanel.ts). It reads no file (brokerFileWorker.ts does), and is
// terminated by src/browser/buildPortfolio.ts after its answer.
import { EN_OWN_PANEL } from '../i18n/en/ownPanel.ts';
import { combineFiles } from '../lib/portfolio/combine.ts';
import { readStoredPortfolio } from '../lib/portfolio/stored.ts';
import { portfolioView } from '../lib/portfolio/view.ts';
import type { BuiltPortfolio } from './buildPortfolio.ts';
import type { WorkerMessage } from './readBrokerFile.ts';

addEventListener('message', (event: MessageEvent<unknown>) => {
  const stored = readStoredPortfolio(event.data);
  // The panel's words with every answer, asked with nothing kept too (the page does not carry them).
  let answer: BuiltPortfolio = { stored: undefined, portfolio: undefined, words: EN_OWN_PANEL };
  if (stored) {
    const { records, quotes } = combineFiles(stored.files);
    answer = { ...answer, stored, portfolio: portfolioView(records, { exported: quotes, typed: stored.typed }) };
  }
  postMessage({ answer } satisfies WorkerMessage<BuiltPortfolio>);
});
