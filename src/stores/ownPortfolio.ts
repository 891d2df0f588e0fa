// The reader's own portfolio, built from their exports: what this device keeps for the signed-in account
// (IndexedDB, src/browser/portfolioDb.ts), read when the account is known, and the actions that change it (choosing
// files, typing a price, removing it). Nothing leaves the device.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { loadPortfolio, removePortfolio, savePortfolio } from '../browser/portfolioDb';
import { localStorageChanges } from '../browser/storage';
import { portfolioAccountKeys } from '../lib/auth/deviceData';
import { buildInWorker } from '../browser/buildPortfolio';
import { readBrokerFile, type PortfolioFileRead } from '../browser/readBrokerFile';
import type { PortfolioView } from '../lib/portfolio/view';
import { withFiles, withTypedPrice, type StoredPortfolio } from '../lib/portfolio/stored';
import { fill, type TextValues } from '../i18n/fill';
import type { OwnPanelKey, OwnPanelWords } from '../i18n/en/ownPanel';
import { $auth } from './auth';

export type OwnPortfolioState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | {
      readonly status: 'ready';
      readonly uid: string;
      /** undefined: no exports chosen yet (the screens show the demo). */
      readonly stored: StoredPortfolio | undefined;
      /** The last change could not be kept in this browser: it is shown on this page only. */
      readonly saveFailed: boolean;
      /** Built from `stored` in the worker: undefined while it works, null when it could not. */
      readonly portfolio?: PortfolioView | null;
    };

export interface FileResult extends PortfolioFileRead {
  readonly name: string;
}

const $state = atom<OwnPortfolioState>({ status: 'loading' });
const $reading = atom<{ readonly busy: boolean; readonly results: readonly FileResult[] }>({
  busy: false,
  results: [],
});

export const $ownPortfolio: ReadableAtom<OwnPortfolioState> = $state;
/** Files being read, and what came of the last files chosen. */
export const $ownPortfolioReading: ReadableAtom<{ readonly busy: boolean; readonly results: readonly FileResult[] }> =
  $reading;

/**
 * The dashboard's words come with the built portfolio from the worker (PortfolioView.words), so the page does not
 * carry them (the portfolio pages' 130 KB budget); kept here from the last portfolio received.
 */
let words: PortfolioView['words'] | undefined;

/** One of the dashboard's words, filled; only asked for once a portfolio (and with it the words) is there. */
export function ownWord(key: keyof PortfolioView['words'], values?: TextValues): string {
  return fill(words?.[key] ?? key, values);
}

function received(portfolio: PortfolioView | null | undefined): PortfolioView | null | undefined {
  if (portfolio) words = portfolio.words;
  return portfolio;
}

/**
 * The words of the file field, its list and the account switch (src/i18n/en/ownPanel.ts) come with the worker's first
 * answer too, asked for with nothing kept as well; the panel shows once the state is ready, and so has them.
 */
let panelWords: OwnPanelWords | undefined;

/** One of the panel's words, filled (the key itself only if no worker ever answered: then no file can be read either). */
export function panelWord(key: OwnPanelKey, values?: TextValues): string {
  return fill(panelWords?.[key] ?? key, values);
}

/** Sets the kept value and builds its portfolio in the worker; a newer value set meanwhile wins. */
function setReady(uid: string, stored: StoredPortfolio | undefined, saveFailed: boolean): void {
  $state.set({ status: 'ready', uid, stored, saveFailed });
  if (!stored) return;
  void buildInWorker(stored).then((built) => {
    if (built) panelWords = built.words;
    const current = $state.get();
    if (current.status === 'ready' && current.stored === stored)
      $state.set({ ...current, portfolio: received(built?.portfolio) ?? null });
  });
}

/** Reads the account's kept value; the worker checks it (a bad value counts as none) and builds its portfolio. */
async function load(uid: string): Promise<void> {
  let kept: unknown;
  try {
    kept = await loadPortfolio(uid);
  } catch {
    kept = undefined;
  }
  // Asked with nothing kept too, for the panel's words.
  const built = await buildInWorker(kept);
  const auth = $auth.get();
  // The account may have changed meanwhile.
  if (auth.status !== 'signed-in' || auth.user.uid !== uid) return;
  // No worker answered: a kept portfolio cannot be built in this browser (null says so); nothing is removed.
  if (built === null)
    $state.set({
      status: 'ready',
      uid,
      stored: undefined,
      saveFailed: false,
      ...(kept === undefined ? {} : { portfolio: null }),
    });
  else {
    panelWords = built.words;
    const portfolio = received(built.portfolio);
    $state.set({
      status: 'ready',
      uid,
      stored: built.stored,
      saveFailed: false,
      ...(portfolio ? { portfolio } : {}),
    });
  }
}

/**
 * 'Verwijder mijn gegevens' in another tab removed the account's portfolio (src/stores/deviceData.ts): this tab drops
 * what it shows without writing, so nothing done here (a typed price) can write the old portfolio back.
 */
function onStorageChange(key: string | null): void {
  const current = $state.get();
  if (current.status !== 'ready') return;
  // Back from the back/forward cache (key null): storage events were missed meanwhile, so read again what is kept.
  if (key === null) void load(current.uid);
  if (key !== portfolioAccountKeys(current.uid).removed) return;
  setReady(current.uid, undefined, false);
  $reading.set({ busy: false, results: [] });
}

onMount($state, () => {
  const unbindAuth = $auth.subscribe((auth) => {
    if (auth.status === 'loading') $state.set({ status: 'loading' });
    else if (auth.status === 'signed-out') $state.set({ status: 'signed-out' });
    else {
      const current = $state.get();
      if (current.status === 'ready' && current.uid === auth.user.uid) return;
      $state.set({ status: 'loading' });
      void load(auth.user.uid);
    }
  });
  const unbindStorage = localStorageChanges(onStorageChange);
  return () => {
    unbindAuth();
    unbindStorage();
  };
});

async function keep(uid: string, stored: StoredPortfolio): Promise<void> {
  let saveFailed = false;
  try {
    await savePortfolio(uid, stored);
  } catch {
    saveFailed = true;
  }
  const current = $state.get();
  if (current.status === 'ready' && current.uid === uid) setReady(uid, stored, saveFailed);
}

/**
 * Reads the chosen files at once and adds what they give (a file of the same name replaces the one kept). Files chosen
 * here join 'Mijn bestanden' (src/stores/myFiles.ts) through the import panel; files listed there are read with this too.
 */
export async function chooseFiles(files: readonly File[]): Promise<void> {
  const state = $state.get();
  if (state.status !== 'ready' || files.length === 0) return;
  $reading.set({ busy: true, results: [] });
  // All at once through the pool of file workers (readBrokerFile.ts), which holds a few files in memory at a time.
  const results: FileResult[] = await Promise.all(
    files.map(async (file) => ({ name: file.name, ...(await readBrokerFile(file, 'portfolio')) })),
  );
  const read = results.flatMap((result) => (result.outcome.ok ? [result.outcome.file] : []));
  const current = $state.get();
  if (read.length > 0 && current.status === 'ready' && current.uid === state.uid)
    await keep(state.uid, withFiles(current.stored, read, new Date().toISOString()));
  $reading.set({ busy: false, results });
}

/** Leaves out the kept files of these names (removed from 'Mijn bestanden'): their records go with them. */
export async function forgetFiles(names: readonly string[]): Promise<void> {
  const state = $state.get();
  if (state.status !== 'ready' || !state.stored) return;
  const files = state.stored.files.filter((file) => !names.includes(file.name));
  if (files.length === state.stored.files.length) return;
  if (files.length === 0 && state.stored.typed.length === 0) await forgetOwnPortfolio(state.uid);
  else await keep(state.uid, { ...state.stored, savedAt: new Date().toISOString(), files });
}

/** A price the reader typed for an instrument, in euros per share, dated today. */
export async function typePrice(isin: string, priceEur: number, day: string): Promise<void> {
  const state = $state.get();
  if (state.status !== 'ready' || !state.stored || !(priceEur > 0)) return;
  const quote = { isin, price: priceEur, currency: 'EUR', priceEur, date: day };
  await keep(state.uid, withTypedPrice(state.stored, quote, new Date().toISOString()));
}

/** Removes the account's portfolio from this device (sign-out, 'Verwijder mijn gegevens'); never throws. */
export async function forgetOwnPortfolio(uid: string): Promise<void> {
  try {
    await removePortfolio(uid);
  } catch {
    // Nothing stored, or no IndexedDB: nothing to remove.
  }
  const current = $state.get();
  if (current.status === 'ready' && current.uid === uid) setReady(uid, undefined, false);
  $reading.set({ busy: false, results: [] });
}

/**
 * Replaces what this device keeps with the copy kept with the account (src/stores/portfolioAccount.ts); undefined
 * removes it. Only for the signed-in account whose portfolio is loaded.
 */
export async function keepAccountCopy(uid: string, stored: StoredPortfolio | undefined): Promise<void> {
  const current = $state.get();
  if (current.status !== 'ready' || current.uid !== uid) return;
  if (stored) await keep(uid, stored);
  else await forgetOwnPortfolio(uid);
}
