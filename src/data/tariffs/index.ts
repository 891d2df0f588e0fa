// Every broker's tariff, one file per broker: adding a broker is a file here and a line below.
import type { BrokerId } from '../brokerList.ts';
import { ABN_AMRO } from './abn-amro.ts';
import { BUX } from './bux.ts';
import { DEGIRO } from './degiro.ts';
import { IBKR } from './ibkr.ts';
import { ING } from './ing.ts';
import { LYNX } from './lynx.ts';
import { MEESMAN } from './meesman.ts';
import { RABOBANK } from './rabobank.ts';
import { SCALABLE_CAPITAL } from './scalable-capital.ts';
import { SAXO } from './saxo.ts';
import { TRADE_REPUBLIC } from './trade-republic.ts';
import { TRADING_212 } from './trading-212.ts';
import type { BrokerTariff } from './types.ts';

export const TARIFFS: Readonly<Record<BrokerId, BrokerTariff>> = {
  degiro: DEGIRO,
  saxo: SAXO,
  ibkr: IBKR,
  'trade-republic': TRADE_REPUBLIC,
  'trading-212': TRADING_212,
  ing: ING,
  'abn-amro': ABN_AMRO,
  rabobank: RABOBANK,
  bux: BUX,
  lynx: LYNX,
  meesman: MEESMAN,
  'scalable-capital': SCALABLE_CAPITAL,
};

export * from './types.ts';
export * from './markets.ts';
