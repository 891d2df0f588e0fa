// The Dutch UI texts: every label, button, heading and message the pages, components, islands and
// scripts show, once. Long-form prose stays with its content (MDX guides, FAQ answers, broker
// descriptions in src/data). `{name}` marks a value filled in by `t()` (src/i18n/index.ts).
// Some texts are English on purpose: the product specifies them that way (news list messages).
// One dictionary in sections: pages read all of it (`nl`, `t()`); an island imports only the sections it shows,
// each with its own `t` (`tEtf` from ./etf, `tCosts` from ./costs, …). Each section is its own module, so an
// island's bundle never carries the texts of other pages. A key lives in one section (tests/unit/i18n.test.ts).

import { NL_ACTIONS } from './actions';
import { NL_ACCOUNT } from './account';
import { NL_ETF } from './etf';
import { NL_COSTS } from './costs';
import { NL_COSTS_KEPT } from './costsKept';
import { NL_COSTS_MODEL } from './costsModel';
import { NL_MY_COSTS } from './myCosts';
import { NL_MY_COSTS_HOW_TO } from './myCostsHowTo';
import { NL_MY_FILES } from './myFiles';
import { NL_PAGES } from './pages';
import { NL_CALCULATOR } from './calculator';
import { NL_PAIRS } from './pairs';
import { NL_PAIR_LINKS } from './pairLinks';
import { NL_MARKETS } from './markets';
import { NL_BOX3 } from './box3';
import { NL_SWITCHING } from './switching';

export {
  NL_ACTIONS,
  NL_ACCOUNT,
  NL_CALCULATOR,
  NL_ETF,
  NL_COSTS,
  NL_COSTS_KEPT,
  NL_COSTS_MODEL,
  NL_MY_COSTS,
  NL_MY_COSTS_HOW_TO,
  NL_MY_FILES,
  NL_PAGES,
  NL_PAIRS,
  NL_PAIR_LINKS,
  NL_MARKETS,
  NL_BOX3,
  NL_SWITCHING,
};

export const nl = {
  ...NL_ACTIONS,
  ...NL_ACCOUNT,
  ...NL_CALCULATOR,
  ...NL_ETF,
  ...NL_COSTS,
  ...NL_COSTS_KEPT,
  ...NL_COSTS_MODEL,
  ...NL_MY_COSTS,
  ...NL_MY_COSTS_HOW_TO,
  ...NL_MY_FILES,
  ...NL_PAGES,
  ...NL_PAIRS,
  ...NL_PAIR_LINKS,
  ...NL_MARKETS,
  ...NL_BOX3,
  ...NL_SWITCHING,
} as const;

export type NlKey = keyof typeof nl;
