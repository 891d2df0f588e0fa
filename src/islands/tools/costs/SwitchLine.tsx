// Under one provider's result, once 'Waar beleg je nu?' is set: the one-off cost of moving there and the months of
// lower yearly cost that earn it back (./useSwitching.ts). Outside the result's header, so its layout stays its own.
import type { SwitchWords } from '../../../lib/costs/switchingWords';

export default function SwitchLine({ words }: { readonly words: SwitchWords }) {
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-700" data-switch>
      <p className="font-medium text-slate-900 dark:text-white" data-switch-line>
        {words.line}
      </p>
      {words.sellAndBuy && <p className="text-slate-700 dark:text-slate-300">{words.sellAndBuy}</p>}
      {words.missing && (
        <p className="text-slate-700 dark:text-slate-300" data-switch-missing>
          {words.missing}
        </p>
      )}
    </div>
  );
}
