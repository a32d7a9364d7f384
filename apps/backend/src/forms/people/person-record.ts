import type { PersonAkte, PersonArbeitsgruppe, PersonEintrag, PersonEmail } from '@fobu/api-contract';
import type { Db } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { iso, isoOf } from '../timestamps';
import { personBookings } from './person-bookings';
import { lookupParams, PERSON_IN_SCOPE_SQL, VISIBLE_BOOKING_SQL, VISIBLE_MEMBERSHIP_SQL, type PersonLookup } from './person-scope';
import { PERSON_JSON } from './person-search';

/*
 * One person's page for the staff (docs/people-and-settings.md, "Persons as built"): read-only, and
 * for an organiser only what concerns their own offers and groups.
 */

/** The e-mails shown: the newest, enough for a phone call about them. */
const EMAIL_LIMIT = 100;

/** The person `uid` if the asker may look them up; otherwise 404, as for an uid that does not exist. */
export async function personInScope(db: Db, lookup: PersonLookup, uid: string): Promise<PersonEintrag> {
  const [row] = await db.query<{ item: PersonEintrag }>(
    `SELECT ${PERSON_JSON} AS item FROM users u LEFT JOIN schulen s ON s.dstnr = u.dstnr WHERE u.uid = $3 AND ${PERSON_IN_SCOPE_SQL}`,
    [...lookupParams(lookup), uid],
  );
  if (!row) throw notFound('Diese Person gibt es nicht, oder Sie dürfen sie nicht nachschlagen.');
  return row.item;
}

/** The person's groups the asker may see: the tenant's, for an organiser those they lead. */
export async function personGroups(db: Db, lookup: PersonLookup, uid: string): Promise<PersonArbeitsgruppe[]> {
  const rows = await db.query<Omit<PersonArbeitsgruppe, 'seit'> & { seit: Date }>(
    `SELECT w.id, w.titel, w.status, m.seit
       FROM arbeitsgruppe_mitglieder m JOIN arbeitsgruppen w ON w.id = m.gruppe_id
      WHERE m.uid = $3 AND ${VISIBLE_MEMBERSHIP_SQL} ORDER BY lower(w.titel), w.id`,
    [...lookupParams(lookup), uid],
  );
  return rows.map((row) => ({ ...row, seit: isoOf(row.seit) }));
}

/**
 * The notifications written to the person and what became of their e-mails. The administration sees
 * those about the tenant's bookings and those about no booking (groups, messages); an organiser only
 * those about bookings of their own offers.
 */
async function personEmails(db: Db, lookup: PersonLookup, uid: string): Promise<PersonEmail[]> {
  const rows = await db.query<{
    id: number;
    titel: string;
    erstellt_am: Date;
    email_status: PersonEmail['zustellung'];
    email_gesendet_am: Date | null;
  }>(
    `SELECT b.id, b.titel, b.erstellt_am, b.email_status, b.email_gesendet_am
       FROM benachrichtigungen b LEFT JOIN anmeldungen a ON a.id = b.anmeldung_id LEFT JOIN angebote g ON g.vnr = a.vnr
      WHERE b.uid = $3 AND (CASE WHEN a.id IS NULL THEN $2::text IS NULL ELSE ${VISIBLE_BOOKING_SQL} END)
      ORDER BY b.erstellt_am DESC, b.id DESC LIMIT ${EMAIL_LIMIT}`,
    [...lookupParams(lookup), uid],
  );
  return rows.map((row) => ({
    id: row.id,
    betreff: row.titel,
    erstelltAm: isoOf(row.erstellt_am),
    zustellung: row.email_status,
    gesendetAm: iso(row.email_gesendet_am),
  }));
}

/** The person's page: who they are, their bookings, groups and the portal's e-mails to them, as far as the asker may see them. */
export async function personRecord(db: Db, lookup: PersonLookup, uid: string): Promise<PersonAkte> {
  const person = await personInScope(db, lookup, uid);
  const [anmeldungen, arbeitsgruppen, emails] = await Promise.all([
    personBookings(db, lookup, uid),
    personGroups(db, lookup, uid),
    personEmails(db, lookup, uid),
  ]);
  return { ...person, umfang: lookup.scope, anmeldungen, arbeitsgruppen, emails };
}
