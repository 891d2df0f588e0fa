// Each provider's leaving costs (its home's `leaving` export), registered by its id. Apart from TARIFFS and HOMES so
// that only what prices a switch (the lazily loaded fee model, the provider and pair pages) carries them.
import type { BrokerId } from '../brokerList.ts';
import type { LeavingCosts } from './leaving.ts';

/** Each provider's leaving costs. */
export const LEAVING: Readonly<Partial<Record<BrokerId, LeavingCosts>>> = {};
