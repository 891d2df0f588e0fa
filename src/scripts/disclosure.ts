// Show/hide buttons without React (the comparison's details, the FAQ's answers): each button opens and closes the
// element its aria-controls names, independently of the others, and keeps aria-expanded in step.

/** Opens or closes the button's panel; returns whether it is now open (false when the panel is missing). */
function toggle(button: HTMLButtonElement, onToggle?: (button: HTMLButtonElement, open: boolean) => void): boolean {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return false;
  const open = button.getAttribute('aria-expanded') !== 'true';
  panel.classList.toggle('hidden', !open);
  button.setAttribute('aria-expanded', String(open));
  onToggle?.(button, open);
  return open;
}

/** Wires every button matching `selector`; `onToggle` runs after each change (a label to swap, …). */
export function initDisclosures(selector: string, onToggle?: (button: HTMLButtonElement, open: boolean) => void): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) {
    button.addEventListener('click', () => toggle(button, onToggle));
  }
}
