import type { Tenant } from '@fobu/domain';
import { isAuthNotice } from './auth-notice-kinds';
import { awaitPopupResult, POPUP_MESSAGE_TYPE, POPUP_SELF_CLOSE_MS, type PopupMessage } from './login-popup';
import type { CallbackOutcome } from './login-options';
import type { PageEnvironment } from './page-environment';

/**
 * Leaves for the sign-in at `url`, in either mode: in the popup where one is open, resolving with
 * the path to land on once `finish` has finished the callback the popup handed over (a failure's:
 * the callback page that explains it, in this window, where the person looks); else in this
 * window (where the popup is blocked, or the redirect mode is configured), resolving undefined.
 */
export async function goToSignIn(
  url: string,
  popup: Window | null,
  env: Pick<PageEnvironment, 'assign' | 'messages' | 'origin'>,
  mandant: Tenant,
  finish: (search: string) => Promise<CallbackOutcome>,
): Promise<string | undefined> {
  if (!popup || popup.closed) {
    env.assign(url);
    return undefined;
  }
  popup.location.href = url;
  const search = await awaitPopupResult(popup, env.messages, env.origin);
  popup.close();
  if (search === undefined) return undefined;
  const outcome = await finish(search);
  if (outcome.kind === 'redirect') return outcome.href;
  return outcome.kind === 'error' ? `/${mandant}/callback?fehler=${outcome.notice}` : `/${mandant}`;
}

/**
 * The callback page, in either mode. In the sign-in popup its query goes to the opener, whatever
 * it says (a failure the server moved on to as well). Elsewhere a failure the page has moved on to
 * (`?fehler=<notice>`) is explained, and anything else is for `finish`.
 */
export function completeCallback(
  env: Pick<PageEnvironment, 'loginOpener' | 'origin' | 'closeWindow'>,
  search: string,
  finish: (search: string) => Promise<CallbackOutcome>,
): Promise<CallbackOutcome> {
  const handed = handToOpener(env, search);
  if (handed) return Promise.resolve(handed);
  const fehler = new URLSearchParams(search).get('fehler');
  return isAuthNotice(fehler) ? Promise.resolve({ kind: 'error', notice: fehler }) : finish(search);
}

/**
 * The callback in the sign-in popup: hands its query to the opener (this origin only), which
 * finishes the sign-in and closes the popup. Undefined where this window is no sign-in popup.
 */
function handToOpener(env: Pick<PageEnvironment, 'loginOpener' | 'origin' | 'closeWindow'>, search: string): CallbackOutcome | undefined {
  const opener = env.loginOpener();
  if (!opener) return undefined;
  opener.postMessage({ type: POPUP_MESSAGE_TYPE, search } satisfies PopupMessage, env.origin);
  setTimeout(env.closeWindow, POPUP_SELF_CLOSE_MS);
  return { kind: 'popup' };
}
