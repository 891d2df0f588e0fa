// The cost tool's switching lines: nothing is loaded until 'Waar beleg je nu?' is set; then the switching chunk
// (./switchModel.ts) and /overstappen.json load, and each other provider's result gets its one-off cost and months.
import { useEffect, useState } from 'react';
import type { BrokerId } from '../../../data/brokerList';
import type { SwitchWords } from '../../../lib/costs/switchingWords';
import type { RankedBroker } from '../../../lib/costs/yearly';
import type { CostToolState } from '../../../lib/query/costs';
import { costStateToQuery } from '../../../lib/query/costs';
import { loadFeeModel } from './useRanking';

export type SwitchLines = Readonly<Record<string, SwitchWords>>;

/** The lines for the state on screen, or null while none apply or they load (a stale result is never shown). */
export function useSwitching(state: CostToolState, ranked: readonly RankedBroker[] | null): SwitchLines | null {
  const key = `${costStateToQuery(state)}|${ranked === null ? '' : ranked.map((r) => r.cost.total).join(',')}`;
  const [result, setResult] = useState<{ key: string; lines: SwitchLines } | null>(null);
  useEffect(() => {
    if (state.from === '' || ranked === null) return;
    let current = true;
    void Promise.all([import('./switchModel'), loadFeeModel()]).then(([model, fee]) =>
      model.switchingLines(fee.tariffs, ranked, state, state.from as BrokerId, state.positions).then((lines) => {
        if (current && lines) setResult({ key, lines });
      }),
    );
    return () => {
      current = false;
    };
    // The key stands for the state and the ranking.
  }, [key]);
  return state.from !== '' && result?.key === key ? result.lines : null;
}
