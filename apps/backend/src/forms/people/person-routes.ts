import { PERSONEN_PAGE_SIZE, PersonenQuerySchema } from '@fobu/api-contract';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { notFound, validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { certificateResponse } from '../documents/document-routes';
import { ownBookingDocument } from '../documents/document-queries';
import { actorOf } from '../offers/request-actor';
import { lookupParams, personLookupOf, VISIBLE_BOOKING_SQL, type PersonLookup } from './person-scope';
import { findPersons } from './person-search';
import { personInScope, personRecord } from './person-record';

/** The path's `:uid`; one longer than an account's ever is names nobody (404, as any unknown uid). */
export function uidParam(c: Context): string {
  const uid = c.req.param('uid') ?? '';
  if (uid.length === 0 || uid.length > 64) throw notFound('Diese Person gibt es nicht, oder Sie dürfen sie nicht nachschlagen.');
  return uid;
}

/** The booking `id` of the person `uid`, if the asker may see it (an organiser: on their own offers). */
async function visibleBooking(db: Db, lookup: PersonLookup, uid: string, id: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.uid = $3 AND a.id = $4 AND ${VISIBLE_BOOKING_SQL}`,
    [...lookupParams(lookup), uid, id],
  );
  return rows.length > 0;
}

/** The staff's persons (docs/people-and-settings.md, "Persons as built"): the search, one person, a confirmation of theirs. */
export function addPersonRoutes(app: Hono, db: Db, config: BackendConfig): void {
  app.get('/api/v1/personen', async (c) => {
    const lookup = personLookupOf(actorOf(c));
    const { q, seite } = validate(PersonenQuerySchema, c.req.query());
    return c.json(await findPersons(db, lookup, q, { page: seite, pageSize: PERSONEN_PAGE_SIZE }));
  });
  app.get('/api/v1/personen/:uid', async (c) => {
    const lookup = personLookupOf(actorOf(c));
    return c.json(await personRecord(db, lookup, uidParam(c)));
  });
  // The same document the person downloads themselves, under the same rule (attendance recorded and the tenant's share met), for the staff who see the booking.
  app.get('/api/v1/personen/:uid/anmeldungen/:id/teilnahmebestaetigung.pdf', async (c) => {
    const lookup = personLookupOf(actorOf(c));
    const uid = uidParam(c);
    const id = idParam(c);
    await personInScope(db, lookup, uid);
    const row = (await visibleBooking(db, lookup, uid, id))
      ? await ownBookingDocument(db, { uid, mandant: lookup.mandant }, id)
      : undefined;
    if (!row) throw notFound('Diese Anmeldung gibt es nicht.');
    return certificateResponse(c, db, config, row, {
      addressee: 'staff',
      notYet: 'Eine Teilnahmebestätigung gibt es erst, wenn die Teilnahme vermerkt ist.',
    });
  });
}
