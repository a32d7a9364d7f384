import { isRole, MOBILE_COOKIE_LIFETIME_DAYS, normaliseIdpRole, sessionLengthSeconds } from '@fobu/domain';
import type { Context } from 'hono';
import { SessionEndedError } from '../http/errors';
import type { Clock } from '../http/clock';
import type { IdentityProvider } from '../oauth/identity-provider';
import { hashOf } from './secrets';
import { readSessionCookie } from './session-cookie';
import type { Session, SessionStore } from './session-store';

/** An access token this close to its end is renewed before use rather than sent to fail. */
const EXPIRY_MARGIN_MS = 30_000;

/** The inactivity time-out of spec section 6 by the session's active role (900 or 5400 seconds). */
function timeoutSecondsOf(session: Pick<Session, 'activeRole'>): number {
  const role = session.activeRole === undefined ? undefined : normaliseIdpRole(session.activeRole);
  return sessionLengthSeconds(isRole(role) ? role : undefined);
}

/**
 * When the session ends. The browser's: its role's time-out after the last activity. The installed
 * app's: 30 days after the sign-in, however long it was closed, as in the spec mode (its token cookie,
 * and the identity provider's sign-in of the mobile client); while it is open, the portal ends it
 * after the role's time-out without activity, as the browser's.
 */
function endOf(session: Session): number {
  return session.client === 'mobile'
    ? session.createdAt + MOBILE_COOKIE_LIFETIME_DAYS * 86_400_000
    : session.lastActivity + timeoutSecondsOf(session) * 1000;
}

/** What `GET /bff/sitzung` and the other session calls answer. */
export function sessionAnswer(session: Session) {
  return {
    user: session.user,
    // The tenant the person signed in to: the portal's guards keep them in its branch.
    mandant: session.mandant,
    client: session.client,
    timeoutSeconds: timeoutSecondsOf(session),
    expiresAt: new Date(endOf(session)).toISOString(),
  };
}

export type SessionLookup =
  | { readonly status: 'none' }
  | { readonly status: 'ended' }
  | { readonly status: 'active'; readonly session: Session };

/** The request's session (from its cookie), its idle end, and the user's access token, refreshed once for all. */
export function userSessions(store: SessionStore, idp: IdentityProvider, clock: Clock) {
  return {
    /** The session of the request's cookie; one past its end is deleted and reported ended. */
    async lookup(c: Context, secureCookies: boolean): Promise<SessionLookup> {
      const cookie = readSessionCookie(c, secureCookies);
      const session = cookie ? await store.find(hashOf(cookie)) : undefined;
      if (!session) return { status: 'none' };
      if (clock() > endOf(session)) {
        await store.remove(session.idHash);
        return { status: 'ended' };
      }
      return { status: 'active', session };
    },

    /**
     * The user's access token: the stored one while it is valid, else (or when an upstream refused
     * `refused`) a refreshed one. The refresh runs under the row's lock, and whoever comes second
     * finds the new token there: the refresh token is spent once. A refused refresh ends the session.
     */
    async accessToken(session: Session, refused?: string): Promise<string> {
      const now = clock();
      const outcome = await store.underLock(session.idHash, now, async (row, sql) => {
        if (!row) return { result: undefined };
        const renewedMeanwhile = refused !== undefined && row.accessToken !== refused;
        const stillValid = refused === undefined && row.accessExpiresAt - EXPIRY_MARGIN_MS > now;
        if (renewedMeanwhile || stillValid) return { result: row.accessToken };
        const tokens = row.refreshToken ? await idp.refresh(row.client, row.refreshToken).catch(() => undefined) : undefined;
        if (!tokens) {
          await sql.query('DELETE FROM bff_sitzungen WHERE id_hash = $1', [row.idHash]);
          return { result: undefined };
        }
        return { tokens, result: tokens.accessToken };
      });
      if (outcome === undefined) throw new SessionEndedError();
      return outcome;
    },
  };
}

export type UserSessions = ReturnType<typeof userSessions>;
