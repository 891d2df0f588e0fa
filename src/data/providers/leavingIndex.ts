// Each provider's leaving costs (its home's `leaving` export), registered by its id. Apart from TARIFFS and HOMES so
// that only what prices a switch (the lazily loaded fee model, the provider and pair pages) carries them.
import type { BrokerId } from '../brokerList.ts';
import * as abnAmro from './abn-amro.ts';
import * as brandNewDay from './brand-new-day.ts';
import * as bux from './bux.ts';
import * as centraalBeheer from './centraal-beheer.ts';
import * as degiro from './degiro.ts';
import * as fitvermogen from './fitvermogen.ts';
import * as ibkr from './ibkr.ts';
import * as ing from './ing.ts';
import type { LeavingCosts } from './leaving.ts';
import * as etoro from './etoro.ts';
import * as lightyear from './lightyear.ts';
import * as lynx from './lynx.ts';
import * as meesman from './meesman.ts';
import * as peaks from './peaks.ts';
import * as rabobank from './rabobank.ts';
import * as revolut from './revolut.ts';
import * as saxo from './saxo.ts';
import * as scalableCapital from './scalable-capital.ts';
import * as tradeRepublic from './trade-republic.ts';
import * as trading212 from './trading-212.ts';
import * as xtb from './xtb.ts';

/** Each provider's leaving costs: the type checker asks for a new provider's line. */
export const LEAVING: Readonly<Record<BrokerId, LeavingCosts>> = {
  degiro: degiro.leaving,
  saxo: saxo.leaving,
  ibkr: ibkr.leaving,
  'trade-republic': tradeRepublic.leaving,
  'trading-212': trading212.leaving,
  ing: ing.leaving,
  'abn-amro': abnAmro.leaving,
  rabobank: rabobank.leaving,
  bux: bux.leaving,
  lynx: lynx.leaving,
  meesman: meesman.leaving,
  'scalable-capital': scalableCapital.leaving,
  lightyear: lightyear.leaving,
  xtb: xtb.leaving,
  revolut: revolut.leaving,
  etoro: etoro.leaving,
  'brand-new-day': brandNewDay.leaving,
  peaks: peaks.leaving,
  'centraal-beheer': centraalBeheer.leaving,
  fitvermogen: fitvermogen.leaving,
};
