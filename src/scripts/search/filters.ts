// The section chips ('Alle', 'Artikelen', …): one pressed at a time, each with the number of results it holds.
import type { SearchSection } from '../../data/routes';
import { SEARCH_SECTIONS } from '../../lib/search/sections';
import { element } from './render';

export interface SectionFilter {
  /** The pressed section, null for all. */
  readonly section: () => SearchSection | null;
  /** Labels every chip with its count (the 'all' chip with the total) and shows the group. */
  readonly showCounts: (counts: Readonly<Record<string, number>>) => void;
  readonly hide: () => void;
}

/** Fills `group` with the chips; `changed` runs when the reader presses another one. */
export function sectionFilter(group: HTMLElement, allLabel: string, changed: () => void): SectionFilter {
  let section: SearchSection | null = null;
  const chips = new Map<SearchSection | null, HTMLButtonElement>();
  for (const value of [null, ...SEARCH_SECTIONS]) {
    const chip = element('button', 'search-chip');
    chip.type = 'button';
    chip.setAttribute('aria-pressed', String(value === section));
    chip.addEventListener('click', () => {
      section = value;
      for (const [key, other] of chips) other.setAttribute('aria-pressed', String(key === section));
      changed();
    });
    chips.set(value, chip);
    group.append(chip);
  }
  return {
    section: () => section,
    showCounts: (counts) => {
      let total = 0;
      for (const [key, chip] of chips) {
        const count = key ? (counts[key] ?? 0) : 0;
        total += count;
        if (key) chip.textContent = `${key} (${count})`;
      }
      const all = chips.get(null);
      if (all) all.textContent = `${allLabel} (${total})`;
      group.hidden = false;
    },
    hide: () => {
      group.hidden = true;
    },
  };
}
