// The mark on the sample figures a reader sees before choosing their own exports: 'Demo', and why. On /portfolio the
// file field follows, on the dashboard the way to it; the other screens invite the reader to it (`invite`). Shown once the portfolio's state is ready,
// so its words have come with the build worker's answer (panelWord).
import { panelWord } from '../../../stores/ownPortfolio';

export default function DemoNote({ invite = false }: { invite?: boolean }) {
  return (
    <p
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      data-testid="demo-note"
    >
      <strong className="rounded bg-amber-200 px-2 py-0.5 font-bold tracking-wide text-amber-950 uppercase">
        {panelWord('own.demo')}
      </strong>
      <span>{panelWord(invite ? 'own.demoInvite' : 'own.demoNote')}</span>
      {invite && (
        <a className="font-semibold underline" href="/portfolio" data-testid="demo-invite">
          {panelWord('own.demoInviteLink')}
        </a>
      )}
    </p>
  );
}
