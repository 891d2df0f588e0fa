// Broker comparison behaviour without React: logo fallback, sorting, the filter's state.

type SortKey = 'rating' | 'cost';

/** Replace a logo that failed to load by the first letter underneath it (same box, no layout shift). */
function failLogo(img: HTMLImageElement): void {
  const box = img.closest<HTMLElement>('[data-logo]');
  if (!box) return;
  box.dataset['logoFailed'] = '';
  img.remove();
}

function isLogo(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.hasAttribute('data-logo-img');
}

function initLogoFallback(): void {
  // Capture: `error` does not bubble. Module scripts run after parsing, so also check logos that already failed.
  document.addEventListener(
    'error',
    (event) => {
      if (isLogo(event.target)) failLogo(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-logo-img]')) {
    if (img.complete && img.naturalWidth === 0) failLogo(img);
  }
}

function sortLists(key: SortKey): void {
  const attr = key === 'cost' ? 'rankCost' : 'rankRating';
  for (const list of document.querySelectorAll<HTMLElement>('[data-broker-list]')) {
    const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-broker-item]')];
    items.sort((a, b) => Number(a.dataset[attr]) - Number(b.dataset[attr]));
    list.append(...items);
  }
}

function initSorting(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-sort]')];
  const status = document.querySelector('[data-sort-status]');
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const key: SortKey = button.dataset['sort'] === 'cost' ? 'cost' : 'rating';
      sortLists(key);
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      // The announcement comes from the page (SortBar.astro renders it from the UI dictionary).
      if (status) status.textContent = button.dataset['sortAnnounce'] ?? '';
    });
  }
}

/** The kind filter works by links and CSS :target; this only tells assistive technology which link is chosen. */
function markKindFilter(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-filter-link]')];
  const chosen = links.find((link) => link.hash === location.hash) ?? links[0];
  for (const link of links) {
    if (link === chosen) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

export function initBrokers(): void {
  initLogoFallback();
  markKindFilter();
  addEventListener('hashchange', markKindFilter);
  initSorting();
}
