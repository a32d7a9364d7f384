import { ACTIVE_BOOKING_STATES, BOOKING_STATE_PHRASES, SEAT_ALLOCATION_STEPS, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import { prepared, type Db } from '@fobu/server-sql';
import { APPROVAL_NOTICE_TEXT, APPROVAL_NOTICE_TITLE, NOTIFICATION_TEXT, NOTIFICATION_TITLE, wants } from '../../notification/notify';
import { type AnmeldungRow } from './booking-views';
import { PUBLISHED_SQL } from '../offers/offer-state-sql';
import type { BookingExtra } from './booking-queries';
import { bookingWindowSql } from './booking-window-sql';
import { seatAllocationSql } from './seat-allocation-sql';
import { actorSettingsSql, type BookingActor } from './booking-actor';
import { reasonSentence } from './booking-management';
import { sqlText } from '../../db/sql-literals';

type BookDateRow = AnmeldungRow & { outcome: string };

/*
 * Booking a date is one SQL statement, so one transaction and one round trip: it records who acts
 * (the history's triggers read it), locks the date's row (FOR UPDATE; concurrent bookings of that
 * date queue there on PostgreSQL, and PGlite runs one statement at a time), decides from the locked
 * counters, inserts the booking and its notification and counts the seat. A second active booking
 * of the same person fails on the partial unique index and takes the whole statement back. The
 * trigger termine_seat_status marks the date full. Booked on a person's behalf by the
 * administration ($7), the booking window does not bind (docs/people-and-settings.md), but a date
 * that has begun is not booked.
 *
 * What the load test (tools/load-state) showed when a popular date's window opens: thousands of
 * requests queue on the date's row, nearly all of them to be refused once its places are gone.
 * So the statement runs without BEGIN and COMMIT around it (the lock is never held while a busy
 * process answers a round trip), and the same decision is first made without a lock: a refusal
 * read from the database's snapshot is as true as one read under the lock, and it neither waits
 * for the lock nor writes (a row lock is written, and its commit waits for the disk). Only a
 * request that may get a place takes the lock and decides again.
 */

/** The outcome of a request whose idempotency key the person has used before: its booking was made (or refused) by that request. */
export const REPEATED_OUTCOME = 'wiederholt';

/** The outcomes that make a booking (waiting for approval, or a place of the seat allocation); every other outcome is a refusal's code. */
const BOOKING_OUTCOMES: readonly string[] = ['wartet_auf_genehmigung', ...SEAT_ALLOCATION_STEPS.map((step) => step.outcome)];

/** The date and the decision over its parameters $1–$8 ($8 the idempotency key); `locked` locks the date's row for the booking that follows. */
const decisionSql = (locked: boolean) => `termin AS (
  SELECT t.id, t.vnr, t.mandant, t.schule_dstnr, t.status, t.anmeldebeginn, t.anmeldeschluss, t.genehmigung_erforderlich,
         t.zugelassen, t.max_plaetze, t.wartend, t.warteliste_plaetze, t.beginn, t.stornofrist,
         g.titel, g.vtyp, g.plattform_link, g.selbstabschluss, g.status AS angebot_status, g.zielgruppen
    FROM termine t JOIN angebote g ON g.vnr = t.vnr ${locked ? 'CROSS JOIN actor ' : ''}WHERE t.id = $1 ${locked ? 'FOR UPDATE OF t' : ''}
), decision AS (
  SELECT termin.*, CASE
      WHEN $8::text IS NOT NULL AND EXISTS (SELECT 1 FROM anmeldungen a WHERE a.uid = $2 AND a.idempotenz_schluessel = $8) THEN '${REPEATED_OUTCOME}'
      WHEN angebot_status = '${WORKGROUP_RECORD_STATUS}' THEN 'geschlossen'
      WHEN mandant <> $3 THEN 'fremder_mandant'
      WHEN schule_dstnr IS NOT NULL AND schule_dstnr <> $4 THEN 'fremde_schule'
      WHEN angebot_status <> ${PUBLISHED_SQL} OR status NOT IN ('buchbar', 'ausgebucht') THEN 'nicht_buchbar'
      WHEN schule_dstnr IS NULL AND NOT ($5 = ANY(zielgruppen)) THEN 'andere_zielgruppe'
      WHEN $7 AND beginn <= now() THEN 'termin_begonnen'
      WHEN NOT $7 AND ${bookingWindowSql('termin')} = 'not_yet' THEN 'anmeldung_noch_nicht_offen'
      WHEN NOT $7 AND ${bookingWindowSql('termin')} = 'closed' THEN 'anmeldeschluss'
      WHEN EXISTS (SELECT 1 FROM anmeldungen a WHERE a.uid = $2 AND a.termin_id = termin.id AND a.status = ANY($6)) THEN 'bereits_angemeldet'
      WHEN genehmigung_erforderlich AND $5 <> 'schulleitung' THEN 'wartet_auf_genehmigung'
      ELSE ${seatAllocationSql()} END AS outcome
    FROM termin
), `;

/** What the statement answers: the decision, and the booking made if any. */
const RESULT_SQL = `SELECT d.outcome, b.id, d.vnr, d.id AS termin_id, $2 AS uid, b.status, b.angemeldet_am, b.geaendert_am, d.titel, d.vtyp, d.plattform_link, d.selbstabschluss,
       d.beginn, d.stornofrist, CASE WHEN b.status = 'warteliste' THEN (SELECT wartend FROM counted) END AS position
  FROM decision d LEFT JOIN booked b ON true`;

/** The decision alone, without a lock: nothing is booked, so nothing is made or counted. */
const DECIDE_SQL = prepared(`WITH ${decisionSql(false)}booked AS (
  SELECT NULL::int AS id, NULL::text AS status, NULL::timestamptz AS angemeldet_am, NULL::timestamptz AS geaendert_am WHERE false
), counted AS (SELECT NULL::int AS wartend WHERE false)
${RESULT_SQL}`);

const BOOK_DATE_SQL = prepared(`
WITH actor AS (
  -- Read by the join below, so set before the booking's insert fires the history's trigger.
  SELECT ${actorSettingsSql('$17', '$18', '$19', "''")}
), ${decisionSql(true)}booked AS (
  INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle, bemerkung, idempotenz_schluessel, idempotenz_anfrage)
  SELECT vnr, id, $2, outcome, $5, $12, $8, $15 FROM decision WHERE outcome IN (${BOOKING_OUTCOMES.map(sqlText).join(', ')})
  RETURNING id, status, angemeldet_am, geaendert_am
), counted AS (
  UPDATE termine t SET zugelassen = t.zugelassen + (d.outcome = 'zugelassen')::int, wartend = t.wartend + (d.outcome = 'warteliste')::int
    FROM decision d WHERE t.id = d.id AND d.outcome IN ('zugelassen', 'warteliste')
  RETURNING t.wartend
), notified AS (
  INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
  SELECT $2, format($9, $10::jsonb ->> b.status), concat_ws(' ', format($11, d.titel, $10::jsonb ->> b.status), $16::text), b.id, 'anmeldestatus' FROM booked b CROSS JOIN decision d
   WHERE ${wants('anmeldestatus', '$2')}
), head_notified AS (
  -- The school head learns at once that a staff member's booking waits for approval.
  INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
  SELECT s.schulleitung_uid, $13, format($14, u.vorname, u.name, d.titel), b.id, 'genehmigung'
    FROM booked b CROSS JOIN decision d JOIN users u ON u.uid = $2 JOIN schulen s ON s.dstnr = u.dstnr
   WHERE b.status = 'wartet_auf_genehmigung' AND s.schulleitung_uid IS NOT NULL AND s.schulleitung_uid <> $2 AND ${wants('genehmigung', 's.schulleitung_uid')}
)
${RESULT_SQL}`);

/** Whom a date is booked for: the signed-in person themself, or a person the administration books for. */
export interface Booker {
  readonly uid: string;
  readonly mandant: string;
  readonly dstnr: string;
  readonly role: string | null;
}

/** The clerk who books on the person's behalf, and why (the person is told the reason). */
export interface OnBehalf {
  readonly actor: BookingActor;
  readonly grund: string;
}

/** Runs the booking statement: answers the booking made, or only the refusal's code as `outcome`; nothing when the date does not exist. */
export async function bookDateStatement(db: Db, booker: Booker, terminId: number, extra: BookingExtra, onBehalf?: OnBehalf) {
  const decisionParams = [
    terminId,
    booker.uid,
    booker.mandant,
    booker.dstnr,
    booker.role,
    ACTIVE_BOOKING_STATES,
    onBehalf !== undefined,
    extra.idempotencyKey ?? null,
  ];
  const [decided] = await db.query<BookDateRow>(DECIDE_SQL, decisionParams);
  if (!decided || !BOOKING_OUTCOMES.includes(decided.outcome)) return decided;
  const actor = onBehalf?.actor ?? { uid: booker.uid, role: booker.role };
  const [row] = await db.query<BookDateRow>(BOOK_DATE_SQL, [
    ...decisionParams,
    NOTIFICATION_TITLE,
    JSON.stringify(BOOKING_STATE_PHRASES),
    NOTIFICATION_TEXT,
    extra.bemerkung ?? null,
    APPROVAL_NOTICE_TITLE,
    APPROVAL_NOTICE_TEXT,
    extra.requestHash ?? null,
    reasonSentence(onBehalf?.grund) ?? null,
    actor.uid,
    actor.role ?? '',
    onBehalf?.grund ?? '',
  ]);
  return row;
}
