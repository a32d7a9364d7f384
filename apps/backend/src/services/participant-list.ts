import type { Teilnehmende } from '@fobu/api-contract';
import type { Db, Sql } from '../db/db';
import type { Principal } from '../auth/principal';
import { forbidden, notFound } from '../http/errors';
import { refuseChangeOfArchived } from '../forms/archive/archived-record';
import { canManage, lockTermin, type LockedTermin } from './booking';
import { ANMELDUNG_SELECT, anmeldungView, type AnmeldungRow } from '../forms/bookings/booking-views';
import { iso, isoOf } from '../forms/timestamps';

type ParticipantRow = AnmeldungRow & {
  salutation: string;
  vorname: string;
  name: string;
  email: string;
  dstnr: string;
  schule: string | null;
  schulart: Teilnehmende['schulart'];
  kreis: Teilnehmende['kreis'];
  bemerkung: string | null;
  eingelassen_am: Date | null;
  anwesenheit: { sitzung: number; status: Teilnehmende['anwesenheit'][number]['status']; erfasst_am: string }[];
};

const PARTICIPANT_SELECT = ANMELDUNG_SELECT.replace(
  'FROM anmeldungen a',
  `, u.salutation, u.vorname, u.name, u.email, u.dstnr, s.name AS schule, s.schulart, s.kreis, a.bemerkung, a.eingelassen_am,
     coalesce((SELECT json_agg(json_build_object('sitzung', w.sitzung, 'status', w.status, 'erfasst_am', w.erfasst_am) ORDER BY w.sitzung)
                 FROM anwesenheiten w WHERE w.anmeldung_id = a.id), '[]') AS anwesenheit
   FROM anmeldungen a`,
).replace('LEFT JOIN termine t', 'JOIN users u ON u.uid = a.uid LEFT JOIN schulen s ON s.dstnr = u.dstnr LEFT JOIN termine t');

/** Bookings with their people, as organisers and school heads see them, in booking order. */
export async function loadParticipants(sql: Sql, where: string, params: unknown[]): Promise<Teilnehmende[]> {
  const rows = await sql.query<ParticipantRow>(`${PARTICIPANT_SELECT} WHERE ${where} ORDER BY a.id`, params);
  return rows.map((r) => ({
    ...anmeldungView(r),
    uid: r.uid,
    salutation: r.salutation,
    vorname: r.vorname,
    name: r.name,
    email: r.email,
    dstnr: r.dstnr,
    schule: r.schule,
    schulart: r.schulart,
    kreis: r.kreis,
    bemerkung: r.bemerkung,
    eingelassenAm: iso(r.eingelassen_am),
    anwesenheit: r.anwesenheit.map((a) => ({ sitzung: a.sitzung, status: a.status, erfasstAm: isoOf(a.erfasst_am) })),
  }));
}

/**
 * A date whose people this principal may see (`readOnly`: quality control too) or change: its
 * organiser, or the tenant's administration. Another organiser's date is refused, not hidden:
 * the staff's date search already shows that the date exists.
 */
export async function managedDate(db: Db | Sql, principal: Principal, id: number, readOnly: boolean) {
  const [termin] = await db.query<{ id: number; vnr: string; mandant: string; leitung_uid: string; titel: string; angebot_status: string }>(
    'SELECT t.id, t.vnr, t.mandant, g.leitung_uid, g.titel, g.status AS angebot_status FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.id = $1',
    [id],
  );
  if (!termin) throw notFound('Diesen Termin gibt es nicht.');
  if (!canManage(principal, termin.mandant, termin.leitung_uid, readOnly)) {
    throw forbidden(
      readOnly
        ? 'Sie dürfen die Teilnehmendenliste dieses Termins nicht sehen.'
        : 'Sie dürfen die Teilnehmenden dieses Termins nicht ändern.',
    );
  }
  // An archived offer's lists are read, never changed: attendance, check-in and messages alike.
  if (!readOnly) refuseChangeOfArchived(termin.angebot_status);
  return termin;
}

/** The same date for a change of its people (not quality control), its row locked as every change to its bookings does first. */
export async function lockManagedDate(sql: Sql, principal: Principal, id: number): Promise<LockedTermin> {
  await managedDate(sql, principal, id, false);
  const termin = await lockTermin(sql, id);
  if (!termin) throw notFound('Diesen Termin gibt es nicht.');
  return termin;
}
