import { UnsubscribeRequestSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { HttpError, validate } from '../http/errors';
import { rateLimited } from '../http/rate-limit';
import { unsubscribeTokenState } from '../mail/unsubscribe-link';
import { stopEmails } from './notification-queries';

const REFUSALS = {
  ungueltig: new HttpError(
    403,
    'link_ungueltig',
    'Dieser Abmeldelink ist ungültig. Bitte öffnen Sie den Link aus der E-Mail vollständig oder ändern Sie Ihre Benachrichtigungen nach der Anmeldung im Portal.',
  ),
  abgelaufen: new HttpError(
    403,
    'link_abgelaufen',
    'Dieser Abmeldelink ist abgelaufen. Nutzen Sie den Link einer neueren E-Mail oder ändern Sie Ihre Benachrichtigungen nach der Anmeldung im Portal.',
  ),
} as const;

/**
 * `POST /api/v1/unsubscribe/{userId}` (no sign-in; the link of every e-mail leads to the page that
 * calls it): with the link's signed token, the person gets no more e-mails (`email_abo = false`);
 * the notifications in the portal stay. The answer depends on the token alone, so that it tells
 * nobody which ids exist: a valid token (which only this back end can make) is answered the same
 * whether or not a row changed. Anonymous, so limited per address like the contact form (its own count).
 */
export function addUnsubscribe(app: Hono, db: Db, config: Pick<BackendConfig, 'signingKey' | 'rateLimits'>): void {
  app.post('/api/v1/unsubscribe/:userId', rateLimited(db, 'abmeldung', config.rateLimits.contact), async (c) => {
    const { token } = validate(UnsubscribeRequestSchema, await jsonBody(c));
    const uid = c.req.param('userId');
    const state = unsubscribeTokenState(config.signingKey, uid, token);
    if (state !== 'gueltig') throw REFUSALS[state];
    await stopEmails(db, uid);
    return c.json({ abbestellt: true });
  });
}
