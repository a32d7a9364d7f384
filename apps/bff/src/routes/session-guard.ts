import type { Context } from 'hono';
import { errorAnswer, NO_SESSION, SESSION_ENDED, SessionEndedError } from '../http/errors';
import { needsSecureCookies, publicOrigin } from '../http/public-origin';
import { clearSessionCookie } from '../session/session-cookie';
import type { Session } from '../session/session-store';
import type { BffDeps } from './bff-deps';

/**
 * Runs `handle` with the request's session, or without one: a session that ended (idle, or a
 * refresh the identity provider refused, also while `handle` runs) answers 401 `sitzung-abgelaufen`
 * and clears the cookie.
 */
export async function withOptionalSession(
  c: Context,
  deps: BffDeps,
  handle: (session: Session | undefined) => Promise<Response>,
): Promise<Response> {
  const secure = needsSecureCookies(publicOrigin(c, deps.publicOrigin));
  const ended = () => {
    clearSessionCookie(c, secure);
    return errorAnswer(c, 401, SESSION_ENDED.message, SESSION_ENDED.code);
  };
  const found = await deps.sessions.lookup(c, secure);
  if (found.status === 'ended') return ended();
  try {
    return await handle(found.status === 'active' ? found.session : undefined);
  } catch (error) {
    if (error instanceof SessionEndedError) return ended();
    throw error;
  }
}

/** As withOptionalSession, and without a session 401 `keine-sitzung`. */
export function withSession(c: Context, deps: BffDeps, handle: (session: Session) => Promise<Response>): Promise<Response> {
  return withOptionalSession(c, deps, (session) =>
    session ? handle(session) : Promise.resolve(errorAnswer(c, 401, NO_SESSION.message, NO_SESSION.code)),
  );
}
