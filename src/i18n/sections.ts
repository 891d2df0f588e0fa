// `t()` over sections of the Dutch dictionary (src/i18n/nl/), for islands and the modules they use: each
// bundle carries only the texts of the sections it imports. Pre-rendered pages use `t()` (./t.ts) over the whole.
import { fill, type TextValues } from './fill';
import { NL_ACCOUNT } from './nl/account';
import { NL_ACTIONS } from './nl/actions';
import { NL_COSTS } from './nl/costs';
import { NL_ETF } from './nl/etf';
import { NL_MY_COSTS } from './nl/myCosts';

type SectionText<K extends string> = (key: K, values?: TextValues) => string;

function textsOf<K extends string>(section: Readonly<Record<K, string>>): SectionText<K> {
  return (key, values) => fill(section[key], values);
}

// Pure: a bundle that does not use one of these drops it and its section.
export const tActions = /* @__PURE__ */ textsOf(NL_ACTIONS);
export const tAccount = /* @__PURE__ */ textsOf(NL_ACCOUNT);
export const tEtf = /* @__PURE__ */ textsOf(NL_ETF);
export const tCosts = /* @__PURE__ */ textsOf(NL_COSTS);
export const tMyCosts = /* @__PURE__ */ textsOf(NL_MY_COSTS);

export type CostsKey = keyof typeof NL_COSTS;
export type MyCostsKey = keyof typeof NL_MY_COSTS;
