import { KontaktanfrageSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { rateLimited, type RateLimit } from '../http/rate-limit';
import { scheduleSweep } from '../http/sweep';
import { iso } from '../forms/timestamps';

const PREFIX = { kontakt: 'SUP', feedback: 'FB' } as const;

/** How long messages are kept: the privacy statement promises deletion one year after receipt. */
const KONTAKTANFRAGEN_RETENTION = '1 year';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the messages older than the retention period; answers how many went. */
export async function deleteExpiredKontaktanfragen(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM kontaktanfragen WHERE erstellt_am < now() - interval '${KONTAKTANFRAGEN_RETENTION}' RETURNING id`,
  );
  return rows.length;
}

/** Sweeps at start and then daily. Returns the stop. */
export const scheduleKontaktanfragenSweep = (db: Db) =>
  scheduleSweep(() => deleteExpiredKontaktanfragen(db), DAY_MS, 'Löschen alter Kontaktanfragen fehlgeschlagen:');

/**
 * `POST /api/v1/kontaktanfragen`: stores a support request or feedback and answers its reference
 * number. Visitors send it without signing in, so only the service token guards it (the app's
 * middleware has checked that before this runs). The number comes from the row's own id in the same
 * statement, so two requests can never share one.
 */
export function addKontaktanfragen(app: Hono, db: Db, limit: RateLimit): void {
  // Anonymous: limited per client address, so that nobody fills the support team's inbox.
  app.post('/api/v1/kontaktanfragen', rateLimited(db, 'kontakt', limit), async (c) => {
    const request = validate(KontaktanfrageSchema, await jsonBody(c));
    const fields =
      request.art === 'kontakt'
        ? { name: request.name, email: request.email, thema: request.thema, vnr: request.vnr ?? null, seite: null }
        : { name: null, email: request.email ?? null, thema: null, vnr: null, seite: request.seite };
    const [row] = await db.query<{ referenz: string; erstellt_am: Date }>(
      `INSERT INTO kontaktanfragen (id, referenz, art, mandant, name, email, thema, vnr, seite, nachricht)
       SELECT n, $1 || '-' || to_char(now() AT TIME ZONE 'Europe/Berlin', 'YYYY') || '-' || lpad(n::text, 6, '0'), $2, $3, $4, $5, $6, $7, $8, $9
       FROM (SELECT nextval('kontaktanfragen_id_seq') AS n) AS next
       RETURNING referenz, erstellt_am`,
      [
        PREFIX[request.art],
        request.art,
        request.mandant,
        fields.name,
        fields.email,
        fields.thema,
        fields.vnr,
        fields.seite,
        request.nachricht,
      ],
    );
    return c.json({ referenz: row.referenz, eingegangenAm: iso(row.erstellt_am) }, 201);
  });
}
