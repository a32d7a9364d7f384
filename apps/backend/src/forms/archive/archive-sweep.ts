import { ARCHIVABLE_STATES } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { scheduleSweep } from '../../http/sweep';

const HOUR_MS = 60 * 60 * 1000;

/** The note of the sweep's history step: the step has no person, so it says why it happened. */
export const sweepNote = (afterDays: number) =>
  `Automatisch archiviert: Der letzte Termin liegt mehr als ${afterDays} Tage zurück, und es steht nichts mehr aus.`;

/**
 * Archives the offers whose time is over (docs/archive.md), in one statement, so that two back-end
 * processes sweeping at once archive each offer once (the UPDATE re-checks the state of a row the
 * other one changed): published or cancelled; with dates, the last of which (cancelled or not)
 * ended more than `afterDays` days ago; no request of a school waiting for an answer. A published
 * on-demand offer stays, since schools can still request it, and a self-learning course has no
 * dates to end: both are archived by hand. Each gets `archiviert_am` and a history step without a
 * person. `vnr` limits the sweep to one offer (the test fixture). Answers the offers archived.
 */
export async function archiveDueOffers(sql: Sql, afterDays: number, vnr?: string): Promise<string[]> {
  const rows = await sql.query<{ vnr: string }>(
    `WITH archived AS (
       UPDATE angebote g SET status = 'archiviert', archiviert_am = now(), version = g.version + 1, naechster_termin = NULL
        WHERE g.status = ANY($1::text[]) AND ($4::text IS NULL OR g.vnr = $4)
          AND (g.vtyp = 'TERMIN' OR (g.vtyp = 'ABRUF' AND g.status = 'abgesagt'))
          AND EXISTS (SELECT 1 FROM termine t WHERE t.vnr = g.vnr)
          AND NOT EXISTS (SELECT 1 FROM termine t WHERE t.vnr = g.vnr AND t.ende > now() - make_interval(days => $2::int))
          AND NOT EXISTS (SELECT 1 FROM abrufanfragen r WHERE r.vnr = g.vnr AND r.status = 'angefragt')
       RETURNING g.vnr),
     revisions AS (DELETE FROM angebot_ueberarbeitungen r USING archived a WHERE r.vnr = a.vnr)
     INSERT INTO angebot_historie (vnr, uid, rolle, aktion, notiz)
     SELECT vnr, NULL, NULL, 'archivieren', $3 FROM archived ORDER BY vnr
     RETURNING vnr`,
    [ARCHIVABLE_STATES, afterDays, sweepNote(afterDays), vnr ?? null],
  );
  return rows.map((row) => row.vnr);
}

/** Looks for offers to archive at start and then hourly, like the reminders. Returns the stop. */
export const scheduleArchiveSweep = (db: Db, afterDays: number) =>
  scheduleSweep(() => archiveDueOffers(db, afterDays), HOUR_MS, 'Angebote konnten nicht archiviert werden:');
