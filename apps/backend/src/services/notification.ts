import type OAuth2Server from '@node-oauth/oauth2-server';
import { AbonnementUpdateSchema, BENACHRICHTIGUNGSARTEN, type Abonnement, type Benachrichtigungsart } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { requireUser } from '../auth/principal';
import { jsonBody } from '../http/app';
import { notFound, validate } from '../http/errors';
import { addKontaktanfragen } from './kontaktanfragen';
import { addUnsubscribe } from './unsubscribe';
import { createTokenServiceApp } from './token-service-app';
import { iso } from '../forms/timestamps';

interface Row {
  id: number;
  titel: string;
  text: string;
  erstellt_am: Date;
  gelesen: boolean;
  anmeldung_id: number | null;
  art: Benachrichtigungsart;
}
const view = (r: Row) => ({
  id: r.id,
  titel: r.titel,
  text: r.text,
  erstelltAm: iso(r.erstellt_am),
  gelesen: r.gelesen,
  anmeldungId: r.anmeldung_id,
  art: r.art,
});

/** The subscription as stored: the e-mail flag and the kinds switched off. */
async function loadAbonnement(db: Db, uid: string): Promise<Abonnement> {
  const [row] = await db.query<{ email_abo: boolean; benachrichtigungen_aus: string[] }>(
    'SELECT email_abo, benachrichtigungen_aus FROM users WHERE uid = $1',
    [uid],
  );
  const arten = Object.fromEntries(
    BENACHRICHTIGUNGSARTEN.map((art) => [art, !row.benachrichtigungen_aus.includes(art)]),
  ) as Abonnement['arten'];
  return { email: row.email_abo, arten };
}

/** The notification service (port 4103): a user's notifications, subscription, unsubscribe, and messages to support. */
export function createNotificationApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'notification');

  app.get('/api/v1/benachrichtigungen', async (c) => {
    const principal = await requireUser(c);
    const rows = await db.query<Row>('SELECT * FROM benachrichtigungen WHERE uid = $1 ORDER BY id DESC LIMIT 100', [principal.uid]);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM benachrichtigungen WHERE uid = $1 AND NOT gelesen', [
      principal.uid,
    ]);
    return c.json({ items: rows.map(view), ungelesen: n });
  });

  app.post('/api/v1/benachrichtigungen/:id/gelesen', async (c) => {
    const principal = await requireUser(c);
    const id = Number(c.req.param('id'));
    const [row] =
      Number.isInteger(id) && id > 0 && id < 2 ** 31
        ? await db.query<Row>('UPDATE benachrichtigungen SET gelesen = true WHERE id = $1 AND uid = $2 RETURNING *', [id, principal.uid])
        : [];
    if (!row) throw notFound('Diese Benachrichtigung gibt es nicht.');
    return c.json(view(row));
  });

  app.get('/api/v1/abonnement', async (c) => c.json(await loadAbonnement(db, (await requireUser(c)).uid)));

  /** Changes only what the body names, in one statement, so that two switches changed at once both hold. */
  app.put('/api/v1/abonnement', async (c) => {
    const principal = await requireUser(c);
    const body = validate(AbonnementUpdateSchema, await jsonBody(c));
    const changes = Object.entries(body.arten ?? {}) as [Benachrichtigungsart, boolean][];
    await db.query(
      `UPDATE users SET email_abo = coalesce($2, email_abo),
              benachrichtigungen_aus = ARRAY(SELECT art FROM unnest(benachrichtigungen_aus) art WHERE NOT art = ANY($3::text[]) UNION SELECT unnest($4::text[]) ORDER BY 1)
        WHERE uid = $1`,
      [principal.uid, body.email ?? null, changes.map(([art]) => art), changes.filter(([, on]) => !on).map(([art]) => art)],
    );
    return c.json(await loadAbonnement(db, principal.uid));
  });

  addUnsubscribe(app, db, config);
  addKontaktanfragen(app, db, config.rateLimits.contact);
  return app;
}
