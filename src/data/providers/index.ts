// Every provider's home, registered once by its id (src/data/brokerList.ts). A home (src/data/providers/{id}.ts)
// exports its `home` (facts, profile, corrections) and its `tariff` apart, so a bundle that needs only the fee model
// (the cost tool after hydration) carries no provider prose: each map below is read on its own.
import type { BrokerId } from '../brokerList.ts';
import * as abnAmro from './abn-amro.ts';
import * as bux from './bux.ts';
import * as degiro from './degiro.ts';
import * as ibkr from './ibkr.ts';
import * as ing from './ing.ts';
import * as lynx from './lynx.ts';
import * as meesman from './meesman.ts';
import * as rabobank from './rabobank.ts';
import * as saxo from './saxo.ts';
import * as scalableCapital from './scalable-capital.ts';
import * as tradeRepublic from './trade-republic.ts';
import * as trading212 from './trading-212.ts';
import type { BrokerTariff, ProviderHome } from './types.ts';
import * as etoro from './etoro.ts';
import * as lightyear from './lightyear.ts';
import * as revolut from './revolut.ts';
import * as xtb from './xtb.ts';
import * as brandNewDay from './brand-new-day.ts';
import * as centraalBeheer from './centraal-beheer.ts';
import * as fitvermogen from './fitvermogen.ts';
import * as peaks from './peaks.ts';

/** Each provider's tariff: its plans with every component, current and superseded. */
export const TARIFFS: Readonly<Record<BrokerId, BrokerTariff>> = {
  degiro: degiro.tariff,
  saxo: saxo.tariff,
  ibkr: ibkr.tariff,
  'trade-republic': tradeRepublic.tariff,
  'trading-212': trading212.tariff,
  ing: ing.tariff,
  'abn-amro': abnAmro.tariff,
  rabobank: rabobank.tariff,
  bux: bux.tariff,
  lynx: lynx.tariff,
  meesman: meesman.tariff,
  'scalable-capital': scalableCapital.tariff,
  lightyear: lightyear.tariff,
  xtb: xtb.tariff,
  revolut: revolut.tariff,
  etoro: etoro.tariff,
  'brand-new-day': brandNewDay.tariff,
  peaks: peaks.tariff,
  'centraal-beheer': centraalBeheer.tariff,
  fitvermogen: fitvermogen.tariff,
};

/** Each provider's facts, profile and corrections (pre-rendered pages only). */
export const HOMES: Readonly<Record<BrokerId, ProviderHome>> = {
  degiro: degiro.home,
  saxo: saxo.home,
  ibkr: ibkr.home,
  'trade-republic': tradeRepublic.home,
  'trading-212': trading212.home,
  ing: ing.home,
  'abn-amro': abnAmro.home,
  rabobank: rabobank.home,
  bux: bux.home,
  lynx: lynx.home,
  meesman: meesman.home,
  'scalable-capital': scalableCapital.home,
  lightyear: lightyear.home,
  xtb: xtb.home,
  revolut: revolut.home,
  etoro: etoro.home,
  'brand-new-day': brandNewDay.home,
  peaks: peaks.home,
  'centraal-beheer': centraalBeheer.home,
  fitvermogen: fitvermogen.home,
};
