// Which search is the reader's latest, and how long to wait before running it. The first keystroke after a pause
// searches at once (the reader sees results as soon as Pagefind has them); keystrokes in quick succession wait for
// a pause, so a fast typist does not start a search for every letter.

export interface Debouncer {
  /** Starts a turn: resolves with its number after the wait this call needs (none when `immediate`). */
  turn(immediate?: boolean): Promise<number>;
  /** Whether no turn has started since `turn`. */
  isLatest(turn: number): boolean;
}

/**
 * @param delayMs the pause that ends a burst of keystrokes
 * @param now the clock (performance.now in the browser)
 */
export function debouncer(delayMs: number, now: () => number = () => performance.now()): Debouncer {
  let latest = 0;
  let lastCall = Number.NEGATIVE_INFINITY;
  return {
    async turn(immediate = false) {
      const mine = ++latest;
      const at = now();
      const inBurst = at - lastCall < delayMs;
      lastCall = at;
      if (inBurst && !immediate) await new Promise((done) => setTimeout(done, delayMs));
      return mine;
    },
    isLatest: (turn) => turn === latest,
  };
}
