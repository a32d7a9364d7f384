import type { Hono } from 'hono';
import { z } from 'zod';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { unsubscribeToken } from '../mail/unsubscribe-link';
import { notifyText } from '../notification/notify';

/*
 * TEST ONLY (served with the other fixtures, BACKEND_TEST_FIXTURES=1): what the unsubscribe tests
 * need that no screen makes at will: a notification that goes out as e-mail (the fixture users'
 * bookings are written without e-mail, as seeded), and an unsubscribe token of a chosen lifetime.
 */

const MessageInput = z.object({ uid: z.string(), titel: z.string().max(200), text: z.string().max(2000) });
const TokenInput = z.object({ uid: z.string(), tageGueltig: z.number().int().min(-365).max(365) });

export function addUnsubscribeFixtures(app: Hono, db: Db, config: Pick<BackendConfig, 'signingKey'>): void {
  // A message as an organiser writes one: a notification, and an e-mail unless the person ended them.
  app.post('/test-fixtures/nachricht', async (c) => {
    const { uid, titel, text } = validate(MessageInput, await jsonBody(c));
    await notifyText(db, uid, 'nachricht', titel, text);
    return c.json({ uid, titel }, 201);
  });
  // A link's token as the e-mails carry it, valid so many days (negative: expired that long ago).
  app.post('/test-fixtures/abmeldetoken', async (c) => {
    const { uid, tageGueltig } = validate(TokenInput, await jsonBody(c));
    const expires = Math.floor(Date.now() / 1000) + tageGueltig * 86_400;
    return c.json({ token: unsubscribeToken(config.signingKey, uid, expires) }, 201);
  });
}
