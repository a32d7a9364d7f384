import { ATTENDED_STATES, WORKGROUP_RECORD_STATUS, type SessionAttendance, type Tenant } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { sqlTextList } from '../../db/sql-literals';
import { BOOKED_TITLE_SQL } from '../dates/termin-json';

/** Whose record: the person and their tenant. */
export interface RecordOwner {
  readonly uid: string;
  readonly mandant: Tenant;
}

/** A booking the person took part in, with its date's sessions and what was recorded for each. */
export interface AttendedBookingRow {
  id: number;
  vnr: string;
  status: string;
  titel: string;
  treffen: boolean;
  mandant: Tenant;
  kennzeichen: string[];
  /** A workgroup meeting's own hours, else the offer's. */
  umfang_stunden: number;
  beginn: Date | null;
  ende: Date | null;
  /** When a self-learning course was finished (it has no date). */
  geaendert_am: Date;
  sitzungen: { beginn: string; ende: string }[] | string | null;
  /** The sessions with attendance recorded (numbers from 0) and, in the same order, what was recorded. */
  erfasste_sitzungen: number[];
  erfasste_status: SessionAttendance[];
}

/** Recognised outside training (another part decides the requests; only `anerkannt` counts). */
export interface RecognisedTrainingRow {
  id: number;
  titel: string;
  anbieter: string;
  datum: string;
  anerkannte_stunden: string | number;
}

/**
 * The person's bookings in their tenant that they took part in (attended, or a self-learning course
 * finished), with the attendance of each session, as the certificate counts it (document-queries.ts).
 */
export const attendedBookings = (db: Db, owner: RecordOwner) =>
  db.query<AttendedBookingRow>(
    `SELECT a.id, a.vnr, a.status, ${BOOKED_TITLE_SQL} AS titel, g.status = ${sqlTextList([WORKGROUP_RECORD_STATUS])} AS treffen,
            g.mandant, g.kennzeichen, coalesce(t.stunden, g.umfang_stunden)::float8 AS umfang_stunden, t.beginn, t.ende, a.geaendert_am, t.sitzungen,
            array(SELECT w.sitzung FROM anwesenheiten w WHERE w.anmeldung_id = a.id ORDER BY w.sitzung) AS erfasste_sitzungen,
            array(SELECT w.status FROM anwesenheiten w WHERE w.anmeldung_id = a.id ORDER BY w.sitzung) AS erfasste_status
       FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr LEFT JOIN termine t ON t.id = a.termin_id
      WHERE a.uid = $1 AND g.mandant = $2 AND a.status IN (${sqlTextList(ATTENDED_STATES)})`,
    [owner.uid, owner.mandant],
  );

/** The person's recognised outside training in their tenant. */
export const recognisedTraining = (db: Db, owner: RecordOwner) =>
  db.query<RecognisedTrainingRow>(
    `SELECT id, titel, anbieter, to_char(datum, 'YYYY-MM-DD') AS datum, anerkannte_stunden
       FROM anerkennungen WHERE uid = $1 AND mandant = $2 AND status = 'anerkannt'`,
    [owner.uid, owner.mandant],
  );

/** One account the tenant defines (table fortbildungskonten). */
export interface TrainingAccountRow {
  code: string;
  titel: string;
  kennzeichen: string | null;
  fenster_monate: number | null;
  ziel_stunden: string | number;
}

/** The tenant's accounts, in their order. */
export const tenantAccounts = (db: Db, mandant: Tenant) =>
  db.query<TrainingAccountRow>(
    'SELECT code, titel, kennzeichen, fenster_monate, ziel_stunden FROM fortbildungskonten WHERE mandant = $1 ORDER BY position, id',
    [mandant],
  );

/** The person as the Fortbildungsnachweis names them. */
export async function recordPerson(db: Db, owner: RecordOwner) {
  const [person] = await db.query<{ salutation: string; vorname: string; name: string }>(
    'SELECT salutation, vorname, name FROM users WHERE uid = $1',
    [owner.uid],
  );
  return { ...person, mandant: owner.mandant };
}
