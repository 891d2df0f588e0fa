// The reader's own portfolio built off the page: what IndexedDB held is checked, and its portfolio built, in a module
// worker of its own (portfolioBuildWorker.ts), so the page loads neither the maths nor the check. The files are read
// by the one worker pipeline of every tool (readBrokerFile.ts); this worker carries no reader.
import type { OwnPanelWords } from '../i18n/en/ownPanel.ts';
import type { StoredPortfolio } from '../lib/portfolio/stored.ts';
import type { PortfolioView } from '../lib/portfolio/view.ts';
import { askWorker } from './readBrokerFile.ts';

/** What the build worker answers: `stored` undefined when nothing usable was kept. */
export interface BuiltPortfolio {
  readonly stored: StoredPortfolio | undefined;
  readonly portfolio: PortfolioView | undefined;
  /** The words of the portfolio's file field, list and account switch (the page does not carry them). */
  readonly words: OwnPanelWords;
}

/**
 * What IndexedDB held (undefined when nothing), checked, and its portfolio, built in the worker, with the panel's
 * words; null when no worker answered.
 */
export function buildInWorker(kept: unknown): Promise<BuiltPortfolio | null> {
  return askWorker<BuiltPortfolio | null>(
    () => new Worker(new URL('./portfolioBuildWorker.ts', import.meta.url), { type: 'module' }),
    kept,
    null,
  );
}
