import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type RefObject,
} from 'react';
import { getSearch, getServerSearch, setSearch, subscribeToSearch } from '../../browser/urlState';

/** Writing the URL is debounced: fast typing or a dragged slider would hit the browser's history rate limit. */
const URL_WRITE_DELAY_MS = 250;

/**
 * The page's query string: '' in the pre-rendered HTML and while hydrating, the real one right after.
 *
 * useSyncExternalStore subscribes in a passive effect, which React runs in a task of its own after the commit. On a
 * busy page the reader's keystrokes (input events take priority over that task) can come first: a field whose value
 * is the query then writes the address bar, nobody re-renders, and React puts the old value back, so the characters
 * typed in that gap were lost ('a/b' became 'b'). A second subscription in a layout effect, which runs inside the
 * commit itself, re-renders on every change from the first event on; the update is synchronous for a keystroke, so
 * React restores the new value, not the old one.
 */
export function useSearch(): string {
  const search = useSyncExternalStore(subscribeToSearch, getSearch, getServerSearch);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => subscribeToSearch(rerender), []);
  return search;
}

/** Keeps the address bar on what the reader entered (replaceState), once they have edited something. */
function useQueryWriter<T>(edited: T | null, toQuery: (value: T) => string): void {
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

/** What a number field of a URL-backed form gets: the text shown and its change and blur handlers. */
export interface UrlFormField {
  readonly value: string;
  readonly onValueChange: (text: string) => void;
  readonly onBlur: () => void;
}

/**
 * A tool's form whose state lives in the address bar: until the reader edits something it follows the URL query
 * (the defaults in the pre-rendered HTML); every edit is sanitised at once and written back (debounced). A number
 * field keeps what the reader typed while they type, and shows the value actually used once they leave it
 * ('-5' becomes '0').
 */
export function useUrlForm<T extends object, F extends keyof T & string>(
  fromQuery: (search: string) => T,
  toQuery: (value: T) => string,
  sanitize: (field: F, text: string) => T[F],
): {
  readonly value: T;
  /** Applies a change to the current value. */
  readonly update: (patch: Partial<T>) => void;
  /** Replaces the whole value (a quick profile), dropping what was being typed. */
  readonly replace: (next: T) => void;
  readonly field: (name: F) => UrlFormField;
} {
  const search = useSearch();
  const fromUrl = useMemo(() => fromQuery(search), [fromQuery, search]);
  const [edited, setEdited] = useState<T | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<F, string>>>({});
  const value = edited ?? fromUrl;
  useQueryWriter(edited, toQuery);

  const update = (patch: Partial<T>) => setEdited({ ...value, ...patch });
  const replace = (next: T) => {
    setDrafts({});
    setEdited(next);
  };
  const field = (name: F): UrlFormField => ({
    value: drafts[name] ?? String(value[name]),
    onValueChange: (text) => {
      setDrafts((d) => ({ ...d, [name]: text }));
      setEdited({ ...value, [name]: sanitize(name, text) });
    },
    onBlur: () =>
      setDrafts((d) => {
        const next = { ...d };
        delete next[name];
        return next;
      }),
  });
  return { value, update, replace, field };
}
