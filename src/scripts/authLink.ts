// The header's Login/Profiel slot (docs/behaviour.md#header). Tiny and Firebase-free: without the signed-in
// hint it shows Login at once; with the hint (or on the login/profile/portfolio pages, which load
// Firebase anyway) it keeps the reserved slot empty until the auth store knows the state.
import { browserStorage } from '../browser/storage';
import { authLinkFor, readAuthHint, shouldLoadAuth, type AuthLinkTarget } from '../lib/auth/hint';

function render(link: HTMLAnchorElement, target: AuthLinkTarget | null): void {
  if (!target) {
    link.classList.add('invisible');
    return;
  }
  link.href = target.href;
  link.textContent =
    target.label === 'profile' ? (link.dataset['labelProfile'] ?? '') : (link.dataset['labelLogin'] ?? '');
  if (location.pathname.replace(/\.html$/, '') === target.href) link.setAttribute('aria-current', 'page');
  else link.removeAttribute('aria-current');
  link.classList.remove('invisible');
}

export async function initAuthLink(): Promise<void> {
  const link = document.querySelector<HTMLAnchorElement>('[data-auth-slot] a[data-auth-link]');
  if (!link) return;
  if (!shouldLoadAuth(readAuthHint(browserStorage()), location.pathname)) {
    render(link, authLinkFor({ status: 'signed-out' }));
    return;
  }
  let store: typeof import('../stores/auth');
  try {
    store = await import('../stores/auth');
  } catch {
    // The auth code could not be downloaded (offline, blocked): offer Login rather than an empty slot.
    render(link, authLinkFor({ status: 'signed-out' }));
    return;
  }
  store.$auth.subscribe((state) => render(link, authLinkFor(state)));
  store.initAuth();
}
