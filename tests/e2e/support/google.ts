// A local stand-in for Google's `gapi` iframe library (https://apis.google.com/js/api.js), which
// Firebase's popup sign-in loads before it opens the Google window. This machine has no internet,
// so without it the popup flow never gets past loading that script. The stand-in answers the few
// calls Firebase makes (load, iframes.getContext().open, ping, restyle, register) and lets a test
// hand Firebase the auth event that Google's iframe would post when the popup completes. Everything
// after that is the real Firebase SDK talking to the real Auth emulator.
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __googleStandIn?: { deliver(authEvent: Record<string, unknown>): unknown };
  }
}

/**
 * Serves the stand-in for Google's script to `page` (Firebase calls the `onload` callback it names),
 * and a still, blank Google window for the popup: the reader "signs in" when the test says so.
 */
export async function serveGoogleStandIn(page: Page): Promise<void> {
  await page
    .context()
    .route('**/emulator/auth/handler**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google</title>' }),
    );
  await page.route('https://apis.google.com/js/api.js**', (route) => {
    const onload = new URL(route.request().url()).searchParams.get('onload') ?? '';
    const script = `(() => {
      let handler = null;
      const iframe = {
        restyle: () => Promise.resolve(),
        ping: (ready) => { ready(); return Promise.resolve(); },
        register: (_name, fn) => { handler = fn; },
        send: () => {},
      };
      window.gapi = {
        load: (_module, options) => options.callback(),
        iframes: {
          CROSS_ORIGIN_IFRAMES_FILTER: {},
          Iframe: function Iframe() {},
          getContext: () => ({ open: (_options, ready) => Promise.resolve(ready(iframe)).then(() => iframe) }),
        },
      };
      window.__googleStandIn = { deliver: (authEvent) => handler && handler({ authEvent }) };
      window[${JSON.stringify(onload)}]();
    })();`;
    return route.fulfill({ contentType: 'text/javascript', body: script });
  });
}

/**
 * Completes the popup sign-in Firebase is waiting for, as Google's iframe would: an auth event for
 * the popup's event id whose body is an emulator Google credential (the same `id_token` form the
 * emulator's own popup produces).
 */
export async function completeGooglePopup(page: Page, popupUrl: string, email: string): Promise<void> {
  const eventId = new URL(popupUrl).searchParams.get('eventId');
  if (!eventId) throw new Error(`No eventId in the Google popup URL ${popupUrl}`);
  const idToken = JSON.stringify({ sub: `google-${eventId}`, email, email_verified: true });
  await page.evaluate(
    ({ eventId, postBody }) =>
      window.__googleStandIn?.deliver({
        type: 'signInViaPopup',
        eventId,
        urlResponse: 'http://localhost',
        sessionId: `session-${eventId}`,
        postBody,
        tenantId: null,
        error: null,
      }),
    { eventId, postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com` },
  );
}
