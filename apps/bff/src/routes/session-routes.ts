import type { Context, Hono } from 'hono';
import { errorAnswer, SessionEndedError } from '../http/errors';
import { needsSecureCookies, publicOrigin } from '../http/public-origin';
import { withUserToken } from '../oauth/user-service';
import { clearSessionCookie } from '../session/session-cookie';
import type { Session } from '../session/session-store';
import { sessionAnswer } from '../session/user-sessions';
import type { BffDeps } from './bff-deps';
import { withSession } from './session-guard';

/** The upstream's German message when it sent one, else `fallback`. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : fallback;
}

/** `/bff/sitzung`, `/bff/aktivitaet`, `/bff/rolle`, `/bff/abmelden` (docs/bff.md). */
export function addSessionRoutes(app: Hono, deps: BffDeps): void {
  /** The session as it is stored now (a refresh or a role change may have changed it, a refused refresh ended it). */
  const answer = async (c: Context, session: Session) => {
    const current = await deps.store.find(session.idHash);
    if (!current) throw new SessionEndedError();
    c.header('Cache-Control', 'no-store');
    return c.json(sessionAnswer(current));
  };

  // Reading the session is no activity: the portal asks once per page load.
  app.get('/bff/sitzung', (c) => withSession(c, deps, (session) => answer(c, session)));

  app.post('/bff/aktivitaet', (c) =>
    withSession(c, deps, async (session) => {
      await deps.store.touch(session.idHash, deps.clock());
      // The identity provider ends an idle sign-in of its own; it hears of the work as from the portal in spec mode.
      await withUserToken(deps.sessions, session, (token) => deps.userService.reportActivity(token)).catch(() => undefined);
      return answer(c, session);
    }),
  );

  app.post('/bff/rolle', (c) =>
    withSession(c, deps, async (session) => {
      const { role } = (await c.req.json().catch(() => ({}))) as { role?: unknown };
      if (typeof role !== 'string' || role === '') return errorAnswer(c, 400, 'Bitte wählen Sie eine Rolle.');
      await deps.store.touch(session.idHash, deps.clock());
      const changed = await withUserToken(deps.sessions, session, (token) => deps.userService.changeRole(token, session.client, role));
      if (!changed.ok)
        return errorAnswer(c, changed.status === 403 ? 403 : 400, await messageOf(changed, 'Der Rollenwechsel ist nicht möglich.'));
      const user = await deps.userService.user(await deps.sessions.accessToken(session), session.client, session.mandant);
      await deps.store.setUser(session.idHash, user);
      return answer(c, session);
    }),
  );

  // 204 whatever the session's state: the person wants out, and is.
  app.post('/bff/abmelden', async (c) => {
    const secure = needsSecureCookies(publicOrigin(c, deps.publicOrigin));
    const found = await deps.sessions.lookup(c, secure);
    if (found.status === 'active') {
      const { session } = found;
      // Spec section 8: a failed logout renews the token and tries once more; the session ends either way.
      await withUserToken(deps.sessions, session, (token) => deps.userService.logout(token, session)).catch(() => undefined);
      await deps.store.remove(session.idHash);
    }
    clearSessionCookie(c, secure);
    return c.body(null, 204);
  });
}
