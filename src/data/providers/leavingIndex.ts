// Each provider's leaving costs (its home's `leaving` export), registered by its id. Apart from TARIFFS and HOMES so
// that only what prices a switch (the lazily loaded fee model, the provider and pair pages) carries them.
import type { BrokerId } from '../brokerList.ts';
import type { LeavingCosts } from './leaving.ts';
// Online brokers added with the leaving costs.
import { leaving as etoro } from './etoro.ts';
import { leaving as lightyear } from './lightyear.ts';
import { leaving as revolut } from './revolut.ts';
import { leaving as xtb } from './xtb.ts';

/** Each provider's leaving costs. */
export const LEAVING: Readonly<Partial<Record<BrokerId, LeavingCosts>>> = {
  // Online brokers added with the leaving costs.
  lightyear,
  xtb,
  revolut,
  etoro,
};
