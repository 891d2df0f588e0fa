// /profile (Dutch, docs/behaviour.md#profile): the signed-in account's details and sign-out.
import { useState } from 'react';
import { formatAuthDate, UNKNOWN_DATE } from '../lib/auth/format';
import { tAccount } from '../i18n/nl/account';
import { tActions } from '../i18n/nl/actions';
import { signOut, type AuthUser } from '../stores/auth';
import { removeAccountDataFromDevice, removePortfolioFromDevice } from '../stores/deviceData';
import { useAuth } from './ui/useAuth';
import CardSection from './ui/CardSection';
import DeleteMyData from './DeleteMyData';

const headingClass = 'text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white';

function SignedOut() {
  return (
    <div className="card mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{tAccount('profile.signedOut.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{tAccount('profile.signedOut.text')}</p>
      <a href="/login" className="btn-primary mt-5">
        {tActions('action.signIn')}
      </a>
    </div>
  );
}

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{term}</dt>
      <dd
        className={`mt-1 break-all text-slate-900 sm:col-span-2 sm:mt-0 dark:text-slate-100${mono ? ' font-mono text-sm' : ''}`}
      >
        {value}
      </dd>
    </div>
  );
}

function SignedIn({ user }: { user: AuthUser }) {
  const [busy, setBusy] = useState(false);
  /** Off by default: the data lives only on this device, and a reader who signs in again expects to find it. */
  const [forgetDevice, setForgetDevice] = useState(false);

  async function onSignOut(): Promise<void> {
    setBusy(true);
    try {
      await signOut();
      // Only after a sign-out that succeeded: a reader still signed in keeps their data. The portfolio read from
      // their exports (holdings, amounts) goes at every sign-out; the rest only when asked.
      await removePortfolioFromDevice(user.uid);
      if (forgetDevice) removeAccountDataFromDevice(user.uid);
      location.assign('/');
    } catch (error) {
      // A sign-out failure is only logged; the visitor stays signed in on this page.
      console.error(tAccount('profile.signOut.failed'), error);
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className={headingClass}>{tAccount('profile.title')}</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{tAccount('profile.intro')}</p>

      <CardSection headingId="profiel-account" title={tAccount('profile.account')}>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          <Detail term={tAccount('auth.email')} value={user.email ?? UNKNOWN_DATE} />
          <Detail term={tAccount('profile.userId')} value={user.uid} mono />
          <Detail term={tAccount('profile.created')} value={formatAuthDate(user.creationTime)} />
          <Detail term={tAccount('profile.lastSignIn')} value={formatAuthDate(user.lastSignInTime)} />
        </dl>
      </CardSection>

      <CardSection headingId="profiel-acties" title={tAccount('profile.actions')} className="card mt-6">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold text-slate-900 dark:text-white">{tAccount('profile.security')}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tAccount('profile.security.text')}</p>
            <p className="mt-3">
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                <svg className="h-4 w-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z"
                    clipRule="evenodd"
                  />
                </svg>
                {tAccount('profile.verified')}
              </span>
            </p>
          </div>
          <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold text-slate-900 dark:text-white">{tActions('action.signOut')}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{tAccount('profile.signOut.text')}</p>
            <label className="mt-3 flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4"
                checked={forgetDevice}
                onChange={(event) => setForgetDevice(event.target.checked)}
                disabled={busy}
              />
              <span>{tAccount('profile.signOut.forgetDevice')}</span>
            </label>
            <button
              type="button"
              onClick={() => void onSignOut()}
              disabled={busy}
              className="mt-3 inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? tActions('action.busy') : tActions('action.signOut')}
            </button>
          </div>
        </div>
      </CardSection>

      <CardSection headingId="profiel-apparaat" title={tAccount('profile.device.title')} className="card mt-6">
        <p className="mt-2 text-slate-700 dark:text-slate-300">{tAccount('profile.device.text')}</p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{tAccount('profile.device.remove')}</p>
      </CardSection>

      <DeleteMyData />
    </>
  );
}

export default function ProfileView() {
  const auth = useAuth();

  if (auth.status === 'signed-in') return <SignedIn user={auth.user} />;
  if (auth.status === 'signed-out') return <SignedOut />;
  return (
    <>
      <h1 className={headingClass}>{tAccount('profile.title')}</h1>
      <p role="status" className="mt-3 text-lg text-slate-700 dark:text-slate-300">
        Profiel laden...
      </p>
    </>
  );
}
