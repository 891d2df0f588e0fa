// The mark on the sample figures a reader sees before choosing their own exports: 'Demo', and why. On the dashboard the
// file field follows; the other screens invite the reader to it (`invite`).
import { tOwn } from '../../../i18n/en/own';

export default function DemoNote({ invite = false }: { invite?: boolean }) {
  return (
    <p
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      data-testid="demo-note"
    >
      <strong className="rounded bg-amber-200 px-2 py-0.5 font-bold tracking-wide text-amber-950 uppercase">
        {tOwn('own.demo')}
      </strong>
      <span>{tOwn(invite ? 'own.demoInvite' : 'own.demoNote')}</span>
      {invite && (
        <a className="font-semibold underline" href="/portfolio/dashboard" data-testid="demo-invite">
          {tOwn('own.demoInviteLink')}
        </a>
      )}
    </p>
  );
}
