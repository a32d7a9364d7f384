import type { Tenant } from '@fobu/domain';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { DEMO_COST, hashForUnknownUser, OWASP_COST, verifyPassword } from '../../auth/crypto';
import type { WorkGate } from '../../auth/work-gate';
import { HttpError } from '../../http/errors';
import { accountByName, demoUsersOf, redirectUrisOf, type DemoUserListing } from './sign-in-queries';
import { DEMO_PASSWORD } from './demo-accounts';
import { admitSignInTry, signInFailed, signInSucceeded, signInWithdrawn } from './sign-in-throttle';

/** What a try with name and password came to: the person signed in, or the page's message and status. */
export type SignInOutcome =
  | { readonly signedIn: true; readonly uid: string }
  | { readonly signedIn: false; readonly status: 401 | 403 | 429 | 503; readonly message: string; readonly retryAfter?: number };

/** "eine Sekunde", "30 Sekunden", "15 Minuten". */
const waitText = (seconds: number) =>
  seconds === 1 ? 'eine Sekunde' : seconds < 120 ? `${seconds} Sekunden` : `${Math.ceil(seconds / 60)} Minuten`;

/** Checks client and redirect URI before anything is shown: never redirect to an unregistered URI. */
export async function checkClient(db: Db, params: Record<string, string>): Promise<void> {
  const redirectUris = await redirectUrisOf(db, params['client_id'] ?? '');
  if (!redirectUris) throw new HttpError(400, 'invalid_client', 'Unbekannte Anwendung (client_id).');
  if (!redirectUris.includes(params['redirect_uri'] ?? ''))
    throw new HttpError(400, 'invalid_redirect_uri', 'Die Rücksprungadresse (redirect_uri) ist für diese Anwendung nicht registriert.');
}

/** The one-click demo accounts of the sign-in page: in demo mode only. */
export async function demoAccounts(
  db: Db,
  config: BackendConfig,
  mandant: Tenant,
): Promise<{ users: DemoUserListing[]; password: string } | undefined> {
  return config.demoMode ? { users: await demoUsersOf(db, mandant), password: DEMO_PASSWORD } : undefined;
}

/**
 * Checks a name and password for a tenant under the sign-in throttle (sign-in-throttle.ts): a
 * failure counts once it has failed, a success forgives the name's failures. The password check
 * itself passes the gate that bounds the checks at once (auth/work-gate.ts): when too many people
 * sign in at the same moment, the answer is to come back in a moment, and the try counts for nothing.
 */
export async function signInWithPassword(
  db: Db,
  config: BackendConfig,
  passwordChecks: WorkGate,
  attempt: { username: string; password: string; mandant: Tenant; address: string },
): Promise<SignInOutcome> {
  const verdict = await admitSignInTry(db, attempt.username, attempt.address);
  if (!verdict.allowed) {
    const message = `Zu viele Fehlversuche. Bitte warten Sie ${waitText(verdict.retryAfter)} und versuchen Sie es dann erneut.`;
    return { signedIn: false, status: 429, message, retryAfter: verdict.retryAfter };
  }
  const user = await accountByName(db, attempt.username);
  // An unknown name is checked against a hash as well: the answer takes as long, and tells nothing.
  const stored = user?.password_hash ?? (await hashForUnknownUser(config.demoMode ? DEMO_COST : OWASP_COST));
  const checked = await passwordChecks.run(() => verifyPassword(attempt.password, stored));
  if (checked.busy) {
    await signInWithdrawn(db, verdict.tryId);
    const message = `Gerade melden sich sehr viele Personen an. Bitte warten Sie ${waitText(checked.retryAfterSeconds)} und versuchen Sie es dann erneut.`;
    return { signedIn: false, status: 503, message, retryAfter: checked.retryAfterSeconds };
  }
  const refuse = async (status: 401 | 403, message: string): Promise<SignInOutcome> => {
    await signInFailed(db, verdict.tryId, attempt.address);
    return { signedIn: false, status, message };
  };
  if (!user || !checked.value) return refuse(401, 'Benutzername oder Passwort ist falsch.');
  if (!user.mandanten.includes(attempt.mandant))
    return refuse(403, `Ihr Konto gehört nicht zum Mandanten ${attempt.mandant.toUpperCase()}.`);
  await signInSucceeded(db, attempt.username);
  return { signedIn: true, uid: user.uid };
}
