// Header behaviour without React: theme toggle and the mobile menu (budget: a few hundred bytes).
import { THEME_DARK_CLASS, THEME_STORAGE_KEY } from '../config';

const root = document.documentElement;

function syncThemeButton(button: HTMLElement): void {
  const dark = root.classList.contains(THEME_DARK_CLASS);
  button.setAttribute('aria-pressed', String(dark));
}

function initThemeToggle(): void {
  const button = document.querySelector<HTMLElement>('[data-theme-toggle]');
  if (!button) return;
  syncThemeButton(button);
  button.addEventListener('click', () => {
    const dark = root.classList.toggle(THEME_DARK_CLASS);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode without storage: the theme still switches for this page.
    }
    syncThemeButton(button);
  });
}

function initMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = document.getElementById('mobile-menu');
  if (!button || !menu) return;

  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // The names come from the page (data-label-open / data-label-close, rendered from the dictionary).
    const label = open ? button.dataset['labelClose'] : button.dataset['labelOpen'];
    if (label) button.setAttribute('aria-label', label);
    root.classList.toggle('scroll-locked', open);
  };

  button.addEventListener('click', () => setOpen(menu.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  // Close on navigation, including a same-page anchor such as /#compare and a back/forward cache restore.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  window.addEventListener('pageshow', () => setOpen(false));
  // Leaving the mobile breakpoint with the menu open must not leave the page scroll-locked.
  matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });

  for (const toggle of menu.querySelectorAll<HTMLButtonElement>('[data-submenu-button]')) {
    toggle.addEventListener('click', () => {
      const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (!list) return;
      const open = list.hidden;
      list.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      toggle.querySelector('svg')?.classList.toggle('rotate-180', open);
    });
  }
}

export function initHeader(): void {
  initThemeToggle();
  initMobileMenu();
}
