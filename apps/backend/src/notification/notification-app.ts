import type OAuth2Server from '@node-oauth/oauth2-server';
import { AbonnementUpdateSchema, type Benachrichtigungsart } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../auth/principal';
import { jsonBody } from '../http/app';
import { notFound, validate } from '../http/errors';
import { createTokenServiceApp } from '../http/token-service-app';
import { iso } from '../forms/timestamps';
import { addKontaktanfragen } from './kontaktanfragen';
import { loadAbonnement, markRead, notificationsOf, updateAbonnement, type NotificationRow } from './notification-queries';
import { addUnsubscribe } from './unsubscribe';

const view = (r: NotificationRow) => ({
  id: r.id,
  titel: r.titel,
  text: r.text,
  erstelltAm: iso(r.erstellt_am),
  gelesen: r.gelesen,
  anmeldungId: r.anmeldung_id,
  art: r.art,
});

/** The notification service (port 4103): a user's notifications, subscription, unsubscribe, and messages to support. */
export function createNotificationApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'notification');

  app.get('/api/v1/benachrichtigungen', async (c) => {
    const principal = await requireUser(c);
    const { rows, unread } = await notificationsOf(db, principal.uid);
    return c.json({ items: rows.map(view), ungelesen: unread });
  });

  app.post('/api/v1/benachrichtigungen/:id/gelesen', async (c) => {
    const principal = await requireUser(c);
    const id = Number(c.req.param('id'));
    const row = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await markRead(db, principal.uid, id) : undefined;
    if (!row) throw notFound('Diese Benachrichtigung gibt es nicht.');
    return c.json(view(row));
  });

  app.get('/api/v1/abonnement', async (c) => c.json(await loadAbonnement(db, (await requireUser(c)).uid)));

  app.put('/api/v1/abonnement', async (c) => {
    const principal = await requireUser(c);
    const body = validate(AbonnementUpdateSchema, await jsonBody(c));
    const arten = Object.entries(body.arten ?? {}) as [Benachrichtigungsart, boolean][];
    await updateAbonnement(db, principal.uid, body.email ?? null, arten, body.erinnerungVorlauf ?? null, body.tageszusammenfassung ?? null);
    return c.json(await loadAbonnement(db, principal.uid));
  });

  addUnsubscribe(app, db, config);
  addKontaktanfragen(app, db, config.rateLimits.contact);
  return app;
}
