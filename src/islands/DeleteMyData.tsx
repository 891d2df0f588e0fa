// 'Verwijder mijn gegevens' on /profile (docs/behaviour.md#profile): after a confirmation, the account's watchlist
// and settings are deleted on the server and on this device (src/stores/accountData.ts).
import { useRef, useState } from 'react';
import { tAccount } from '../i18n/nl/account';
import { deleteMyData } from '../stores/accountData';
import CardSection from './ui/CardSection';

type Step = 'idle' | 'confirm' | 'busy' | 'done' | 'failed';

export default function DeleteMyData() {
  const [step, setStep] = useState<Step>('idle');
  /** The seconds the account asked to wait (429, too many requests) after a failed try. */
  const [waitSeconds, setWaitSeconds] = useState<number | undefined>(undefined);
  const confirmRef = useRef<HTMLButtonElement>(null);

  async function onConfirm(): Promise<void> {
    setStep('busy');
    try {
      await deleteMyData();
      setStep('done');
    } catch (error) {
      const { status, retryAfterMs } = (error ?? {}) as { status?: unknown; retryAfterMs?: unknown };
      setWaitSeconds(status === 429 && typeof retryAfterMs === 'number' ? Math.ceil(retryAfterMs / 1000) : undefined);
      setStep('failed');
    }
  }

  const button =
    'mt-3 inline-flex items-center justify-center rounded-lg px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

  return (
    <CardSection headingId="profiel-gegevens" title={tAccount('profile.deleteData.title')} className="card mt-6">
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{tAccount('profile.deleteData.text')}</p>
      {step === 'confirm' || step === 'busy' ? (
        <div role="group" aria-labelledby="gegevens-bevestigen" className="mt-3">
          <p id="gegevens-bevestigen" className="font-semibold text-slate-900 dark:text-white">
            {tAccount('profile.deleteData.confirm')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              onClick={() => void onConfirm()}
              disabled={step === 'busy'}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
            >
              {tAccount('profile.deleteData.yes')}
            </button>
            <button
              type="button"
              onClick={() => setStep('idle')}
              disabled={step === 'busy'}
              className={`${button} border border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800`}
            >
              {tAccount('profile.deleteData.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            setStep('confirm');
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
          className={`${button} border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950`}
        >
          {tAccount('profile.deleteData.title')}
        </button>
      )}
      <p role="status" className="mt-3 text-sm font-medium text-slate-900 dark:text-white">
        {step === 'done' ? tAccount('profile.deleteData.done') : ''}
        {step === 'failed'
          ? waitSeconds === undefined
            ? tAccount('profile.deleteData.failed')
            : tAccount('profile.deleteData.wait', { seconds: waitSeconds })
          : ''}
      </p>
    </CardSection>
  );
}
