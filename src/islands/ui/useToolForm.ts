import { useEffect, useRef, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { getSearch, getServerSearch, setSearch, subscribeToSearch } from '../../browser/urlState';

/** Writing the URL is debounced: fast typing or a dragged slider would hit the browser's history rate limit. */
const URL_WRITE_DELAY_MS = 250;

/** The page's query string: '' in the pre-rendered HTML and while hydrating, the real one right after. */
export function useSearch(): string {
  return useSyncExternalStore(subscribeToSearch, getSearch, getServerSearch);
}

/** Keeps the address bar on what the reader entered (replaceState), once they have edited something. */
export function useQueryWriter<T>(edited: T | null, toQuery: (value: T) => string): void {
  useEffect(() => {
    if (edited === null) return;
    const timer = window.setTimeout(() => setSearch(toQuery(edited), 'replace'), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, toQuery]);
}

/**
 * A tool's results follow every keystroke; submitting the form moves the reader to them (handy on a
 * phone, where they are below the form). Returns the results heading's ref and the submit handler.
 */
export function useJumpToResults(): {
  resultsHeading: RefObject<HTMLHeadingElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
} {
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  };
  return { resultsHeading, onSubmit };
}
