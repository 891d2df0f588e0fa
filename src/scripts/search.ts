// Opens and closes the header's search dialog ('Zoeken' button, '/' and Ctrl+K / ⌘K). Kept tiny because
// every page loads it: the results code (and through it Pagefind) is imported when the dialog first opens.
import { opensSearch } from '../lib/search/results';
import type { SearchDialogControl, SearchTexts } from './searchDialog';

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** True while the reader is typing: in a text field, a text area, a select or editable content. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable;
}

/** The dialog's 'not available' text, for when not even its results code loaded. */
function showUnavailable(dialog: HTMLDialogElement): void {
  const status = dialog.querySelector('[data-search-status]');
  const texts = JSON.parse(dialog.dataset['texts'] ?? '{}') as Partial<SearchTexts>;
  if (status && texts.unavailable) status.textContent = texts.unavailable;
}

export function initSearch(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  if (!button || !dialog || !input) return;
  let results: Promise<SearchDialogControl | undefined> | undefined;

  // The results code, loaded once; a failed download is forgotten, so the next open or keystroke loads again.
  const loadResults = () => {
    results ??= import('./searchDialog').then(
      (m) => m.initSearchDialog(dialog),
      () => {
        results = undefined;
        showUnavailable(dialog);
        return undefined;
      },
    );
    return results;
  };

  const open = () => {
    if (dialog.open) return;
    dialog.showModal();
    input.focus();
    input.select();
    const loaded = results;
    if (loaded) void loaded.then((control) => control?.opened());
    else void loadResults();
  };
  input.addEventListener('input', () => void loadResults());

  button.addEventListener('click', open);
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the panel) closes, like Escape.
  dialog.addEventListener('click', (event) => {
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (event.target === dialog && !inside) dialog.close();
  });
  // However it closes (Escape, close button, backdrop, following a result), focus goes back to the button.
  dialog.addEventListener('close', () => button.focus());
  document.addEventListener('keydown', (event) => {
    if (dialog.open || !opensSearch(event, typingInField(event.target))) return;
    event.preventDefault();
    open();
  });
}
