// The sections search results can be narrowed by, in the order the filter chips show them. Which page is in
// which section is the route table's business (searchSectionFor in src/data/routes.ts).
import type { SearchSection } from '../../data/routes';

/** Every section exactly once (a section added to the type fails here until listed), in chip order. */
const CHIPS: Readonly<Record<SearchSection, true>> = {
  Artikelen: true,
  Nieuws: true,
  FAQ: true,
  Brokers: true,
  Tools: true,
};

export const SEARCH_SECTIONS = Object.keys(CHIPS) as readonly SearchSection[];

/** The Pagefind filter key every indexed page carries. */
export const SEARCH_FILTER_KEY = 'section';
