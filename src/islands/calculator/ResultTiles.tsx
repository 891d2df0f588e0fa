import type { CompoundResult } from '../../lib/compound';
import { formatEuro } from '../../lib/format';
import { tCalculator } from '../../i18n/nl/calculator';

interface Props {
  readonly result: CompoundResult;
  readonly years: number;
  readonly inflationPct: number;
  /** With the box 3 option on: the end value after the tax, and the tax paid over the years. */
  readonly afterTax?: { readonly value: number; readonly tax: number } | null;
}

/** The four result tiles: Geïnvesteerd, Eindwaarde, Winst, Reëel; with box 3 on a fifth: Na box 3. */
export default function ResultTiles({ result, years, inflationPct, afterTax = null }: Props) {
  const tiles = [
    {
      label: tCalculator('calc.tile.invested'),
      value: result.invested,
      note: tCalculator('calc.tile.invested.note'),
    },
    {
      label: tCalculator('calc.tile.final'),
      value: result.finalValue,
      note: tCalculator('calc.tile.final.note', { years }),
      strong: true,
    },
    { label: tCalculator('calc.tile.profit'), value: result.profit, note: tCalculator('calc.tile.profit.note') },
    {
      label: tCalculator('calc.tile.real'),
      value: result.realValue,
      note: tCalculator(inflationPct > 0 ? 'calc.tile.real.note' : 'calc.tile.real.noteNoInflation'),
    },
    ...(afterTax
      ? [
          {
            label: tCalculator('calc.tile.afterTax'),
            value: afterTax.value,
            note: tCalculator('calc.tile.afterTax.note', { tax: formatEuro(afterTax.tax) }),
            strong: false,
          },
        ]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-live="polite" data-testid="result-tiles">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className={`rounded-xl border p-4 ${
            tile.strong
              ? 'border-brand-700 bg-brand-50 dark:border-accent-300 dark:bg-slate-800'
              : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'
          }`}
        >
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{tile.label}</dt>
          <dd
            className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white"
            data-tile={tile.label}
          >
            {formatEuro(tile.value)}
          </dd>
          <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
