// The mark on the sample figures a reader sees before choosing their own exports: 'Demo', and why.
import { tOwn } from '../../../i18n/en/own';

export default function DemoNote() {
  return (
    <p
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      data-testid="demo-note"
    >
      <strong className="rounded bg-amber-200 px-2 py-0.5 font-bold tracking-wide text-amber-950 uppercase">
        {tOwn('own.demo')}
      </strong>
      <span>{tOwn('own.demoNote')}</span>
    </p>
  );
}
