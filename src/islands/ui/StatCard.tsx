import type { ReactNode } from 'react';
import { TrendIcon, trendClass, type TrendWords } from './Trend';

export const MUTED_TEXT = 'text-slate-700 dark:text-slate-300';

interface Props {
  readonly label: string;
  readonly value: ReactNode;
  /**
   * A gain or loss: the value gets its ▲/▼ cue and its colour; `words` is what a screen reader says for
   * the direction, in the screen's own language.
   */
  readonly trend?: { readonly value: number; readonly words: TrendWords };
  readonly valueTestId?: string;
  /** A line under the value (not inside a <dl>: see `term`). */
  readonly note?: ReactNode;
  readonly noteClassName?: string;
  readonly testId?: string;
  /** Inside a <dl>: the label is a <dt> and the value a <dd> instead of a heading and a paragraph. */
  readonly term?: boolean;
}

/** A summary tile: a small label, a large value and an optional note. */
export default function StatCard({
  label,
  value,
  trend,
  valueTestId,
  note,
  noteClassName = 'text-slate-600 dark:text-slate-300',
  testId,
  term = false,
}: Props) {
  const Label = term ? 'dt' : 'h2';
  const Value = term ? 'dd' : 'p';
  const valueClassName = trend === undefined ? 'text-slate-900 dark:text-white' : trendClass(trend.value);
  return (
    <div className="card" data-testid={testId}>
      <Label className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</Label>
      <Value className={`mt-2 text-2xl font-bold ${valueClassName}`} data-testid={valueTestId}>
        {trend !== undefined && (
          <>
            <TrendIcon value={trend.value} words={trend.words} />{' '}
          </>
        )}
        {value}
      </Value>
      {note !== undefined && <p className={`mt-1 text-sm ${noteClassName}`}>{note}</p>}
    </div>
  );
}
