// /login (docs/behaviour.md#login): login and register with e-mail and password, and Google sign-in.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, authErrorMessage, googleErrorMessage, missingFields } from '../lib/auth/errors';
import { LOGIN_SUCCESS_REDIRECT_MS } from '../lib/auth/timeout';
import { tAccount } from '../i18n/nl/account';
import { tActions } from '../i18n/nl/actions';
import { $authUnavailable, register, signIn, signInWithGoogle } from '../stores/auth';
import { useAuth } from './ui/useAuth';
import { HYDRATION_SAFE } from './ui/useHydrated';

type Mode = 'login' | 'register';

const TEXT = {
  login: {
    title: tActions('action.signIn'),
    intro: tAccount('auth.login.intro'),
    submit: tActions('action.signIn'),
    switchTo: tAccount('auth.login.switch'),
  },
  register: {
    title: tAccount('auth.register.title'),
    intro: tAccount('auth.register.intro'),
    submit: tAccount('auth.register.submit'),
    switchTo: tAccount('auth.register.switch'),
  },
} as const;

export default function LoginForm() {
  const auth = useAuth();
  const unavailable = useStore($authUnavailable, HYDRATION_SAFE);
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server-rendered form stays inert until React has hydrated it: a click before that would submit
  // the form natively (a GET with the password in the URL).
  const [ready, setReady] = useState(false);
  // Whether the reader started a sign-in on this page. Leaving the page is decided in one place, the
  // signed-in state below: after the reader's own sign-in about 100 ms later, for a reader who
  // arrived signed in at once. A sign-in that completes after its error was shown (the identity
  // timeout) therefore still continues normally.
  const acted = useRef(false);
  const id = useId();
  const text = TEXT[mode];

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Keep what the visitor typed into the server-rendered fields before hydration.
    if (emailRef.current?.value) setEmail(emailRef.current.value);
    if (passwordRef.current?.value) setPassword(passwordRef.current.value);
    setReady(true);
  }, []);

  const signedIn = auth.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => location.replace('/'), acted.current ? LOGIN_SUCCESS_REDIRECT_MS : 0);
    return () => clearTimeout(timer);
  }, [signedIn]);

  // Signed in, the page is about to leave: an earlier error (a timeout the sign-in outlived) is void.
  // Until the reader tries again, a sign-in code that failed to download is the error to show.
  const shownError = signedIn ? null : (error ?? (unavailable ? AUTH_MESSAGES.unavailable : null));
  const working = busy || signedIn;

  async function run(action: () => Promise<void>, toMessage: (error: unknown) => string | null): Promise<void> {
    setBusy(true);
    setError(null);
    acted.current = true;
    try {
      await action();
      // Success: the signed-in state (set by Firebase before this resolves) leaves the page.
    } catch (err) {
      setError(toMessage(err));
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (working) return;
    if (missingFields(email, password)) {
      setError(AUTH_MESSAGES.emptyFields);
      return;
    }
    const address = email.trim();
    void run(() => (mode === 'login' ? signIn(address, password) : register(address, password)), authErrorMessage);
  }

  function onGoogle(): void {
    if (working) return;
    void run(signInWithGoogle, (err) => googleErrorMessage(err, navigator.onLine));
  }

  function switchMode(): void {
    setMode(mode === 'login' ? 'register' : 'login');
    setError(null);
  }

  const inputClass =
    'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:focus:border-accent-300 dark:focus:outline-accent-300';

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">{text.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text.intro}</p>

      <div className="card mt-6">
        <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
          <h2 id={`${id}-title`} className="sr-only">
            {text.title}
          </h2>
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
              {tAccount('auth.email')}
            </label>
            <input
              id={`${id}-email`}
              ref={emailRef}
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label
              htmlFor={`${id}-password`}
              className="block text-sm font-semibold text-slate-800 dark:text-slate-200"
            >
              {tAccount('auth.password')}
            </label>
            <input
              id={`${id}-password`}
              ref={passwordRef}
              name="password"
              type="password"
              required
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              aria-describedby={mode === 'register' ? `${id}-password-hint` : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass}
            />
            {mode === 'register' && (
              <p id={`${id}-password-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {tAccount('auth.passwordHint')}
              </p>
            )}
          </div>

          {shownError && (
            <div
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {shownError}
            </div>
          )}

          <button type="submit" disabled={working || !ready} className="btn-primary w-full">
            {working ? tActions('action.busy') : text.submit}
          </button>
        </form>

        <div className="my-5 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700"></span>
          {tAccount('auth.or')}
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700"></span>
        </div>

        <button type="button" disabled={working || !ready} onClick={onGoogle} className="btn-secondary w-full">
          <svg className="h-5 w-5" viewBox="0 0 48 48" aria-hidden="true">
            <path
              fill="#FFC107"
              d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
            />
            <path
              fill="#FF3D00"
              d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
            />
            <path
              fill="#4CAF50"
              d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
            />
            <path
              fill="#1976D2"
              d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
            />
          </svg>
          {tAccount('auth.google')}
        </button>

        <p className="mt-6 text-center text-sm">
          <button type="button" onClick={switchMode} className="link">
            {text.switchTo}
          </button>
        </p>
      </div>
    </div>
  );
}
