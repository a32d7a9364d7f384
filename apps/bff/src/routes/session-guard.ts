import type { Context } from 'hono';
import { errorAnswer, NO_SESSION, SESSION_ENDED, SessionEndedError } from '../http/errors';
import { needsSecureCookies, publicOrigin } from '../http/public-origin';
import { clearSessionCookie } from '../session/session-cookie';
import type { Session } from '../session/session-store';
import type { BffDeps } from './bff-deps';

/** The session of the request as `handle` needs it: none or an ended one answer 401 with their code, and clear the cookie. */
export async function withSession(
  c: Context,
  deps: BffDeps,
  handle: (session: Session | undefined) => Promise<Response>,
  options: { required: boolean } = { required: true },
): Promise<Response> {
  const secure = needsSecureCookies(publicOrigin(c, deps.publicOrigin));
  const ended = () => {
    clearSessionCookie(c, secure);
    return errorAnswer(c, 401, SESSION_ENDED.message, SESSION_ENDED.code);
  };
  const found = await deps.sessions.lookup(c, secure);
  if (found.status === 'ended') return ended();
  if (found.status === 'none' && options.required) return errorAnswer(c, 401, NO_SESSION.message, NO_SESSION.code);
  try {
    return await handle(found.status === 'active' ? found.session : undefined);
  } catch (error) {
    if (error instanceof SessionEndedError) return ended();
    throw error;
  }
}
