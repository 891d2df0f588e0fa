// FAQ behaviour without React: independent accordion items and the /faq category filter.
import { fragmentId } from '../lib/toc';
import { initDisclosures } from './disclosure';

let initialised = false;

function initAccordion(): void {
  initDisclosures('[data-faq-toggle]');
}

/** A link to a question (/faq#faq-3, as search results give) opens that question's answer. */
function openLinkedQuestion(): void {
  const id = fragmentId(location.hash);
  const button = id ? document.getElementById(id)?.querySelector<HTMLButtonElement>('[data-faq-toggle]') : null;
  if (button && button.getAttribute('aria-expanded') !== 'true') button.click();
}

function initFilter(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-faq-filter]')];
  const title = document.querySelector('[data-faq-heading]');
  if (buttons.length === 0) return;
  for (const button of buttons) {
    button.addEventListener('click', () => {
      // The button carries its category ('all' for every question) and the list title to show.
      const category = button.dataset['faqFilter'] ?? 'all';
      for (const item of document.querySelectorAll<HTMLElement>('[data-faq-item]')) {
        item.classList.toggle('hidden', category !== 'all' && item.dataset['category'] !== category);
      }
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
      if (title && button.dataset['faqTitle']) title.textContent = button.dataset['faqTitle'];
    });
  }
}

export function initFaq(): void {
  // Astro bundles each component's script once, but guard against a second call anyway.
  if (initialised) return;
  initialised = true;
  initAccordion();
  initFilter();
  openLinkedQuestion();
  window.addEventListener('hashchange', openLinkedQuestion);
}
