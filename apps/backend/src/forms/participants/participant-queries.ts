import type { Teilnehmende } from '@fobu/api-contract';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { ANMELDUNG_SELECT, anmeldungView, type AnmeldungRow } from '../bookings/booking-views';
import { iso, isoOf } from '../timestamps';
import { SEAT_STATES } from '@fobu/domain';

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

/** SQL: the booking `a`'s recorded attendance per session, in session order (a column `anwesenheit`). */
export const ATTENDANCE_COLUMN_SQL = `coalesce((SELECT json_agg(json_build_object('sitzung', w.sitzung, 'status', w.status, 'erfasst_am', w.erfasst_am) ORDER BY w.sitzung)
                 FROM anwesenheiten w WHERE w.anmeldung_id = a.id), '[]') AS anwesenheit`;

/** The recorded attendance as the contract writes it. */
export const attendanceView = (rows: ParticipantRow['anwesenheit']): Teilnehmende['anwesenheit'] =>
  rows.map((a) => ({ sitzung: a.sitzung, status: a.status, erfasstAm: isoOf(a.erfasst_am) }));

const PARTICIPANT_SELECT = ANMELDUNG_SELECT.replace(
  'FROM anmeldungen a',
  `, u.salutation, u.vorname, u.name, u.email, u.dstnr, s.name AS schule, s.schulart, s.kreis, a.bemerkung, a.eingelassen_am,
     ${ATTENDANCE_COLUMN_SQL}
   FROM anmeldungen a`,
).replace('LEFT JOIN termine t', 'JOIN users u ON u.uid = a.uid LEFT JOIN schulen s ON s.dstnr = u.dstnr LEFT JOIN termine t');

/** Bookings with their people, as organisers and school heads see them, in booking order. */
async function loadParticipants(sql: Sql, where: string, params: unknown[]): Promise<Teilnehmende[]> {
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
    anwesenheit: attendanceView(r.anwesenheit),
  }));
}

/** A date with what deciding who may see or change its people needs of its offer. */
export async function dateWithOffer(db: Db | Sql, id: number) {
  const [termin] = await db.query<{ id: number; vnr: string; mandant: string; leitung_uid: string; titel: string; angebot_status: string }>(
    'SELECT t.id, t.vnr, t.mandant, g.leitung_uid, g.titel, g.status AS angebot_status FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.id = $1',
    [id],
  );
  return termin;
}

/** A date's participant list, in booking order; with `seatsOnly`, only those who hold a seat (the sign-in sheet). */
export const dateParticipants = (sql: Sql, terminId: number, seatsOnly = false) =>
  seatsOnly
    ? loadParticipants(sql, 'a.termin_id = $1 AND a.status = ANY($2)', [terminId, SEAT_STATES])
    : loadParticipants(sql, 'a.termin_id = $1', [terminId]);

/** One booking as the participant list shows it. */
export async function listedBooking(sql: Sql, id: number): Promise<Teilnehmende> {
  const [booking] = await loadParticipants(sql, 'a.id = $1', [id]);
  return booking;
}

/** The bookings of the school head's staff in their tenant that wait for approval, but their own (four eyes: another school head decides). */
export const bookingsAwaitingApproval = (sql: Sql, schoolHead: Principal) =>
  loadParticipants(sql, `u.dstnr = $1 AND g.mandant = $2 AND a.status = 'wartet_auf_genehmigung' AND a.uid <> $3`, [
    schoolHead.dstnr,
    schoolHead.mandant,
    schoolHead.uid,
  ]);
