// Each provider's leaving costs (its home's `leaving` export), registered by its id. Apart from TARIFFS and HOMES so
// that only what prices a switch (the lazily loaded fee model, the provider and pair pages) carries them.
import type { BrokerId } from '../brokerList.ts';
import type { LeavingCosts } from './leaving.ts';
// --- fund houses and app-based managers ---
import { leaving as brandNewDay } from './brand-new-day.ts';
import { leaving as centraalBeheer } from './centraal-beheer.ts';
import { leaving as fitvermogen } from './fitvermogen.ts';
import { leaving as peaks } from './peaks.ts';
// --- end of the fund houses ---

/** Each provider's leaving costs. */
export const LEAVING: Readonly<Partial<Record<BrokerId, LeavingCosts>>> = {
  // --- fund houses and app-based managers ---
  'brand-new-day': brandNewDay,
  peaks,
  'centraal-beheer': centraalBeheer,
  fitvermogen,
  // --- end of the fund houses ---
};
