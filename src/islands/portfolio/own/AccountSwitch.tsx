// The reader's choice to keep their own portfolio with their account (off by default), with a plain sentence on what
// is stored and what turning it off does. Shown with the file field (ImportPanel.tsx); the rules are in
// src/stores/portfolioAccount.ts.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { PORTFOLIO_LIMITS } from '../../../lib/sync/limits';
import { $ownPortfolio, panelWord } from '../../../stores/ownPortfolio';
import {
  type AccountProblem,
  $portfolioAccount,
  $portfolioAccountOverLimit,
  $portfolioAccountSyncFailed,
  $portfolioAccountWaitSeconds,
  keepWithAccount,
  stopKeepingWithAccount,
} from '../../../stores/portfolioAccount';
import { REFUSED } from '../../../stores/userStore';
import { HYDRATION_SAFE } from '../../ui/useHydrated';

const SIZE = `${PORTFOLIO_LIMITS.bodyBytes / (1024 * 1024)} MB`;

const PROBLEM_TEXTS: Readonly<Record<AccountProblem, () => string>> = {
  'too-large': () => panelWord('ownAccount.problem.tooLarge', { size: SIZE }),
  'turn-on-failed': () => panelWord('ownAccount.problem.turnOnFailed'),
  'turn-off-failed': () => panelWord('ownAccount.problem.turnOffFailed'),
};

export default function AccountSwitch() {
  const id = useId();
  const state = useStore($portfolioAccount, HYDRATION_SAFE);
  const own = useStore($ownPortfolio, HYDRATION_SAFE);
  const syncFailed = useStore($portfolioAccountSyncFailed, HYDRATION_SAFE);
  const overLimit = useStore($portfolioAccountOverLimit, HYDRATION_SAFE);
  const waitSeconds = useStore($portfolioAccountWaitSeconds, HYDRATION_SAFE);
  const on = state.keeping === 'on';

  const status = state.busy
    ? panelWord('ownAccount.busy')
    : state.keeping === 'unknown'
      ? panelWord('ownAccount.checking')
      : on
        ? panelWord('ownAccount.on')
        : panelWord('ownAccount.stopped');
  const problem = state.problem
    ? PROBLEM_TEXTS[state.problem]()
    : overLimit !== undefined
      ? overLimit === REFUSED
        ? panelWord('ownAccount.refused')
        : panelWord('ownAccount.overLimit', { size: SIZE })
      : waitSeconds !== undefined
        ? panelWord('ownAccount.wait', { seconds: waitSeconds })
        : syncFailed
          ? panelWord('ownAccount.syncFailed')
          : undefined;

  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700" data-testid="own-account">
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          role="switch"
          id={id}
          checked={on}
          disabled={state.busy || own.status !== 'ready'}
          onChange={() => void (on ? stopKeepingWithAccount() : keepWithAccount())}
          aria-describedby={`${id}-what ${id}-off`}
          className="mt-1 h-4 w-4 accent-brand-700 dark:accent-accent-300"
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
            {panelWord('ownAccount.label')}
          </label>
          <p id={`${id}-what`} className="text-sm text-slate-700 dark:text-slate-300">
            {panelWord('ownAccount.what')}
          </p>
          <p id={`${id}-off`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {panelWord('ownAccount.off')}
          </p>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-900 dark:text-slate-100" data-testid="own-account-status">
        {status}
      </p>
      {problem !== undefined && (
        <p
          role="alert"
          data-testid="own-account-problem"
          className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {problem}
        </p>
      )}
    </div>
  );
}
