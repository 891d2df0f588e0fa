// Beside a result's header: whether the reader's ETF is in the provider's selection ('in de kernselectie', 'niet in
// de selectie' or 'onbekend', with what the box then decides) and, where the sources disagree, where its price holds.
import { tCosts } from '../../../i18n/nl/costs';
import type { SelectionState } from '../../../lib/costs/tariff';

export default function SelectionStatus({
  selection,
  boxTicked,
}: {
  readonly selection: SelectionState;
  /** The box 'in de gratis of kernselectie': it decides where the status is 'onbekend'. */
  readonly boxTicked: boolean;
}) {
  const name = selection.selection;
  const text =
    selection.status === 'unknown'
      ? tCosts('costs.selection.unknown', {
          name,
          box: tCosts(boxTicked ? 'costs.selection.boxIn' : 'costs.selection.boxOut'),
        })
      : tCosts(selection.status === 'in' ? 'costs.selection.in' : 'costs.selection.out', { name });
  return (
    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-cost-selection={selection.status}>
      {text}
      {selection.status === 'in' &&
        selection.where &&
        ` ${tCosts('costs.selection.where', { where: selection.where })}`}
    </p>
  );
}
