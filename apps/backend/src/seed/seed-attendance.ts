import type { Sql } from '@fobu/server-sql';
import { insertRows } from '../db/bulk';

/*
 * Attendance per session for the demo people's past bookings, as the organisers would have
 * recorded it, so that their Fortbildungskonto counts hours (docs/proof-of-training.md). The demo
 * teachers also took part in a few past dates of their tenant's programme (QLA, DIGI): one of
 * them only in part, so that a confirmation and the account show partial attendance.
 */

/** The demo people (teachers and school heads) whose bookings get attendance. */
const DEMO_UIDS = ['1001', '1901', '2001', '2901'];
/** Each demo teacher's programme: past dates of offers with this code they took part in. */
const PROGRAMME_DATES = [
  { uid: '1001', mandant: 'iqsh', kennzeichen: 'QLA' },
  { uid: '2001', mandant: 'shibb', kennzeichen: 'DIGI' },
];
const PROGRAMME_DATES_EACH = 3;

/** Books the demo teachers into past dates of their programme that had a seat left (one of several sessions first, then by id): no chance involved. */
async function bookProgrammeDates(sql: Sql, now: Date): Promise<void> {
  for (const { uid, mandant, kennzeichen } of PROGRAMME_DATES) {
    await sql.query(
      `INSERT INTO anmeldungen (vnr, termin_id, uid, status, rolle, angemeldet_am, geaendert_am)
       SELECT t.vnr, t.id, $1, 'teilgenommen', 'lehrkraft', t.beginn - interval '20 days', t.ende
         FROM termine t JOIN angebote g ON g.vnr = t.vnr
        WHERE g.mandant = $2 AND $3 = ANY(g.kennzeichen) AND 'lehrkraft' = ANY(g.zielgruppen) AND g.status IN ('veroeffentlicht', 'archiviert')
          AND t.status = 'durchgefuehrt' AND t.schule_dstnr IS NULL AND t.ende < $4 AND t.ende > $4::timestamptz - interval '30 months'
          AND (SELECT count(*) FROM anmeldungen s WHERE s.termin_id = t.id AND s.status IN ('zugelassen', 'teilgenommen', 'nicht_erschienen')) < t.max_plaetze
          AND NOT EXISTS (SELECT 1 FROM anmeldungen o WHERE o.termin_id = t.id AND o.uid = $1)
        ORDER BY jsonb_array_length(t.sitzungen) > 1 DESC, t.id LIMIT $5
       ON CONFLICT DO NOTHING`,
      [uid, mandant, kennzeichen, now, PROGRAMME_DATES_EACH],
    );
  }
}

/**
 * Records every session of the demo people's past bookings in their state (attended or absent);
 * the demo teacher's programme date with the most sessions missed its last one.
 */
export async function seedAttendance(sql: Sql, now: Date): Promise<void> {
  await bookProgrammeDates(sql, now);
  const bookings = await sql.query<{ id: number; status: string; sitzungen: number; leitung_uid: string; ende: Date; partial: boolean }>(
    `SELECT a.id, a.status, greatest(jsonb_array_length(t.sitzungen), 1) AS sitzungen, g.leitung_uid, t.ende,
            a.id = (SELECT p.id FROM anmeldungen p JOIN termine pt ON pt.id = p.termin_id JOIN angebote pg ON pg.vnr = p.vnr
                     WHERE p.uid = '1001' AND p.status = 'teilgenommen' AND 'QLA' = ANY(pg.kennzeichen) AND jsonb_array_length(pt.sitzungen) > 1
                     ORDER BY jsonb_array_length(pt.sitzungen) DESC, p.id LIMIT 1) AS partial
       FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = a.vnr
      WHERE a.uid = ANY($1) AND a.status IN ('teilgenommen', 'nicht_erschienen') AND t.ende < $2`,
    [DEMO_UIDS, now],
  );
  const rows = bookings.flatMap((b) =>
    Array.from({ length: b.sitzungen }, (_, sitzung) => {
      const missed = b.status === 'nicht_erschienen' || (b.partial && sitzung === b.sitzungen - 1);
      return [b.id, sitzung, missed ? 'nicht_erschienen' : 'teilgenommen', b.ende, b.leitung_uid];
    }),
  );
  await insertRows(sql, 'anwesenheiten', ['anmeldung_id', 'sitzung', 'status', 'erfasst_am', 'erfasst_von'], rows);
}
