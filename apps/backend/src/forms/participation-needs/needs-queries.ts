import type { AnmeldungBedarfe, TeilnahmeBedarfe, TerminBedarfe } from '@fobu/api-contract';
import { managesBookings, takesNeeds } from '@fobu/domain';
import type { Principal } from '../../auth/principal';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { scheduleSweep } from '../../http/sweep';
import { managedDate } from '../participants/managed-date';

/*
 * Needs for taking part (docs/people-and-settings.md, "Needs for taking part"): the person's own in
 * their settings, a copy per booking for the date's staff. Migration 028_a's trigger deletes a
 * booking's copy with the booking's end; `deleteNeedsOfEndedDates` once the date is over.
 */

const COLUMNS = 'barrierefreiheit, ernaehrung, kinderbetreuung, sonstiges';
const NONE: TeilnahmeBedarfe = { barrierefreiheit: '', ernaehrung: '', kinderbetreuung: '', sonstiges: '' };
const NO_SUCH_BOOKING = 'Diese Anmeldung gibt es nicht.';

const needsOf = (row: TeilnahmeBedarfe | undefined): TeilnahmeBedarfe => ({ ...NONE, ...pick(row) });
const pick = (row: TeilnahmeBedarfe | undefined) =>
  row && {
    barrierefreiheit: row.barrierefreiheit,
    ernaehrung: row.ernaehrung,
    kinderbetreuung: row.kinderbetreuung,
    sonstiges: row.sonstiges,
  };
const values = (needs: TeilnahmeBedarfe) => [needs.barrierefreiheit, needs.ernaehrung, needs.kinderbetreuung, needs.sonstiges];

/** `GET /api/v1/teilnahme-bedarfe`: the asker's own. */
export async function ownNeeds(db: Db, principal: Principal): Promise<TeilnahmeBedarfe> {
  const [row] = await db.query<TeilnahmeBedarfe>(`SELECT ${COLUMNS} FROM teilnahme_bedarfe WHERE uid = $1`, [principal.uid]);
  return needsOf(row);
}

/** `PUT /api/v1/teilnahme-bedarfe`: the asker's own, replaced whole. */
export async function saveOwnNeeds(db: Db, principal: Principal, needs: TeilnahmeBedarfe): Promise<TeilnahmeBedarfe> {
  const [row] = await db.query<TeilnahmeBedarfe>(
    `INSERT INTO teilnahme_bedarfe (uid, ${COLUMNS}) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid) DO UPDATE SET barrierefreiheit = $2, ernaehrung = $3, kinderbetreuung = $4, sonstiges = $5, geaendert_am = clock_timestamp()
     RETURNING ${COLUMNS}`,
    [principal.uid, ...values(needs)],
  );
  return needsOf(row);
}

interface BookingRow {
  uid: string;
  termin_id: number | null;
  mandant: string;
  status: string;
}

const bookingOf = async (db: Db | Sql, id: number) =>
  (
    await db.query<BookingRow>(
      'SELECT a.uid, a.termin_id, g.mandant, a.status FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE a.id = $1',
      [id],
    )
  )[0];

/**
 * Staff who may read a date's needs: those who change its people (the organiser, the
 * administration; a meeting's group staff), not quality control, who only reads the list: needs
 * are often about health (Art. 9 DSGVO) and are for arranging the date, nothing else.
 */
async function checkReadsDateNeeds(db: Db | Sql, principal: Principal, terminId: number) {
  await managedDate(db, principal, terminId, true);
  if (!principal.activeRole || !managesBookings(principal.activeRole))
    throw forbidden('Die Bedarfe der Teilnehmenden sehen nur die, die den Termin betreuen.');
}

/** The person, or the date's staff; everyone else, another tenant and an unknown id get 404. */
async function readableBooking(db: Db, principal: Principal, id: number) {
  const booking = await bookingOf(db, id);
  if (!booking || booking.mandant !== principal.mandant) throw notFound(NO_SUCH_BOOKING);
  if (booking.uid === principal.uid) return;
  if (booking.termin_id === null) throw notFound(NO_SUCH_BOOKING);
  try {
    await checkReadsDateNeeds(db, principal, booking.termin_id);
  } catch (error) {
    if (error instanceof HttpError) throw notFound(NO_SUCH_BOOKING);
    throw error;
  }
}

const bookingNeeds = async (db: Db | Sql, id: number): Promise<AnmeldungBedarfe> => {
  const [row] = await db.query<TeilnahmeBedarfe>(`SELECT ${COLUMNS} FROM anmeldung_bedarfe WHERE anmeldung_id = $1`, [id]);
  return { anmeldungId: id, ...needsOf(row) };
};

/** `GET /api/v1/anmeldungen/{id}/bedarfe`. */
export async function readBookingNeeds(db: Db, principal: Principal, id: number): Promise<AnmeldungBedarfe> {
  await readableBooking(db, principal, id);
  return bookingNeeds(db, id);
}

/** `PUT /api/v1/anmeldungen/{id}/bedarfe`: the person's own booking of a date, while it holds or waits for a place. */
export async function saveBookingNeeds(db: Db, principal: Principal, id: number, needs: TeilnahmeBedarfe): Promise<AnmeldungBedarfe> {
  const booking = await bookingOf(db, id);
  if (!booking || booking.uid !== principal.uid || booking.mandant !== principal.mandant) throw notFound(NO_SUCH_BOOKING);
  if (!takesNeeds({ terminId: booking.termin_id, status: booking.status }))
    throw conflict('keine_bedarfe', 'Bedarfe gibt es nur für die Anmeldung zu einem Termin, solange sie besteht.');
  const empty = values(needs).every((text) => text === '');
  // No needs is no row: nothing is kept that says nothing.
  if (empty) await db.query('DELETE FROM anmeldung_bedarfe WHERE anmeldung_id = $1', [id]);
  else
    await db.query(
      `INSERT INTO anmeldung_bedarfe (anmeldung_id, ${COLUMNS}) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (anmeldung_id) DO UPDATE SET barrierefreiheit = $2, ernaehrung = $3, kinderbetreuung = $4, sonstiges = $5,
         geaendert_am = clock_timestamp()`,
      [id, ...values(needs)],
    );
  return bookingNeeds(db, id);
}

/** The needs of a date's bookings that have any, in booking order (for the list and its export). */
async function needsOfDate(db: Db | Sql, terminId: number): Promise<TerminBedarfe['items']> {
  const rows = await db.query<TeilnahmeBedarfe & { anmeldung_id: number }>(
    `SELECT b.anmeldung_id, b.barrierefreiheit, b.ernaehrung, b.kinderbetreuung, b.sonstiges
       FROM anmeldung_bedarfe b JOIN anmeldungen a ON a.id = b.anmeldung_id
      WHERE a.termin_id = $1 ORDER BY b.anmeldung_id`,
    [terminId],
  );
  return rows.map((row) => ({ anmeldungId: row.anmeldung_id, ...needsOf(row) }));
}

/** The date's needs by booking where the reader may read them (for the list's export), else undefined. */
export async function dateNeedsForReader(db: Db | Sql, principal: Principal, terminId: number) {
  try {
    await checkReadsDateNeeds(db, principal, terminId);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
  return new Map((await needsOfDate(db, terminId)).map((needs) => [needs.anmeldungId, needs]));
}

/** `GET /api/v1/termine/{id}/bedarfe`. */
export async function readDateNeeds(db: Db, principal: Principal, terminId: number): Promise<TerminBedarfe> {
  await checkReadsDateNeeds(db, principal, terminId);
  return { items: await needsOfDate(db, terminId) };
}

/** Deletes the needs of bookings whose date has ended (whether or not attendance was recorded). Answers how many. */
export async function deleteNeedsOfEndedDates(db: Db | Sql): Promise<number> {
  const rows = await db.query<{ anmeldung_id: number }>(
    `DELETE FROM anmeldung_bedarfe b USING anmeldungen a, termine t
      WHERE a.id = b.anmeldung_id AND t.id = a.termin_id AND t.ende < now() RETURNING b.anmeldung_id`,
  );
  return rows.length;
}

const HOUR_MS = 60 * 60 * 1000;

/** Looks for ended dates' needs at start and then hourly, like the archive sweep. Returns the stop. */
export const scheduleNeedsSweep = (db: Db) =>
  scheduleSweep(() => deleteNeedsOfEndedDates(db), HOUR_MS, 'Bedarfe beendeter Termine konnten nicht gelöscht werden:');
