import type { Db, Sql } from '../db/db';
import { scheduleSweep } from '../http/sweep';
import { wants } from './notify';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reminds everyone admitted to a date that starts within the next seven days, once per booking
 * (a unique index keeps it once, also when two processes sweep at the same time), unless they
 * switched reminders off. Answers how many reminders it wrote.
 */
export async function sendDueReminders(sql: Sql): Promise<number> {
  const rows = await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art)
     SELECT a.uid, 'Erinnerung: Ihre Fortbildung beginnt bald',
            format('„%s“ beginnt am %s Uhr%s.', g.titel, to_char(t.beginn AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY, HH24:MI'),
                   CASE WHEN t.ort_name IS NULL THEN ' (online)' ELSE ' in ' || t.ort_name END),
            a.id, 'erinnerung'
       FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = a.vnr
      WHERE a.status = 'zugelassen' AND t.beginn > now() AND t.beginn <= now() + interval '7 days' AND t.status <> 'abgesagt'
        AND NOT EXISTS (SELECT 1 FROM benachrichtigungen b WHERE b.anmeldung_id = a.id AND b.art = 'erinnerung')
        AND ${wants('erinnerung', 'a.uid')}
     ON CONFLICT DO NOTHING
     RETURNING id`,
  );
  return rows.length;
}

/** Looks for due reminders at start and then hourly. Returns the stop. */
export const scheduleReminders = (db: Db) =>
  scheduleSweep(() => sendDueReminders(db), HOUR_MS, 'Erinnerungen konnten nicht geschrieben werden:');
