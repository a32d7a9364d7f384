import { KontaktanfrageSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../http/app';
import { validate } from '../http/errors';
import { rateLimited, type RateLimit } from '../http/rate-limit';
import { scheduleSweep } from '../http/sweep';
import { iso } from '../forms/timestamps';
import { deleteExpiredKontaktanfragen, insertKontaktanfrage } from './kontaktanfragen-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sweeps at start and then daily. Returns the stop. */
export const scheduleKontaktanfragenSweep = (db: Db) =>
  scheduleSweep(() => deleteExpiredKontaktanfragen(db), DAY_MS, 'Löschen alter Kontaktanfragen fehlgeschlagen:');

/**
 * `POST /api/v1/kontaktanfragen`: stores a support request or feedback and answers its reference
 * number. Visitors send it without signing in, so only the service token guards it (the app's
 * middleware has checked that before this runs).
 */
export function addKontaktanfragen(app: Hono, db: Db, limit: RateLimit): void {
  // Anonymous: limited per client address, so that nobody fills the support team's inbox.
  app.post('/api/v1/kontaktanfragen', rateLimited(db, 'kontakt', limit), async (c) => {
    const request = validate(KontaktanfrageSchema, await jsonBody(c));
    const fields =
      request.art === 'kontakt'
        ? { name: request.name, email: request.email, thema: request.thema, vnr: request.vnr ?? null, seite: null }
        : { name: null, email: request.email ?? null, thema: null, vnr: null, seite: request.seite };
    const row = await insertKontaktanfrage(db, { art: request.art, mandant: request.mandant, nachricht: request.nachricht, ...fields });
    return c.json({ referenz: row.referenz, eingegangenAm: iso(row.erstellt_am) }, 201);
  });
}
