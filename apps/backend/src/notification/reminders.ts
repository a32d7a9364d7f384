import type { Db, Sql } from '@fobu/server-sql';
import { scheduleSweep } from '../http/sweep';
import { wants } from './notify';
import { REMINDER_LEAD_DAYS, REMINDER_LEADS } from '@fobu/domain';

const HOUR_MS = 60 * 60 * 1000;

/** Each lead with its distance in days, as SQL rows `(vorlauf, tage)` from the domain's table. */
const LEAD_ROWS = REMINDER_LEADS.map((lead) => `('${lead}', ${REMINDER_LEAD_DAYS[lead]})`).join(', ');
/** The nearest lead: someone who chose both and is reached only inside it gets that reminder alone, not two at once. */
const NEAREST_DAYS = Math.min(...Object.values(REMINDER_LEAD_DAYS));

/**
 * Reminds everyone admitted to a date that starts within a lead they chose (a week, a day, or both
 * before; docs/people-and-settings.md, "Settings as built"), once per booking and lead (a unique
 * index keeps it once, also when two processes sweep at the same time), unless they switched
 * reminders off. Answers how many reminders it wrote.
 */
export async function sendDueReminders(sql: Sql): Promise<number> {
  const rows = await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id, art, erinnerung_vorlauf)
     SELECT a.uid, 'Erinnerung: Ihre Fortbildung beginnt bald',
            format('„%s“ beginnt am %s Uhr%s.', g.titel, to_char(t.beginn AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY, HH24:MI'),
                   CASE WHEN t.ort_name IS NULL THEN ' (online)' ELSE ' in ' || t.ort_name END),
            a.id, 'erinnerung', lead.vorlauf
       FROM anmeldungen a JOIN termine t ON t.id = a.termin_id JOIN angebote g ON g.vnr = a.vnr
       JOIN users u ON u.uid = a.uid
       JOIN (VALUES ${LEAD_ROWS}) AS lead(vorlauf, tage) ON lead.vorlauf = u.erinnerung_vorlauf OR u.erinnerung_vorlauf = 'beide'
      WHERE a.status = 'zugelassen' AND t.beginn > now() AND t.beginn <= now() + make_interval(days => lead.tage) AND t.status <> 'abgesagt'
        AND NOT (u.erinnerung_vorlauf = 'beide' AND lead.tage > ${NEAREST_DAYS} AND t.beginn <= now() + interval '${NEAREST_DAYS} days')
        AND NOT EXISTS (SELECT 1 FROM benachrichtigungen b WHERE b.anmeldung_id = a.id AND b.art = 'erinnerung' AND b.erinnerung_vorlauf = lead.vorlauf)
        AND ${wants('erinnerung', 'a.uid')}
     ON CONFLICT DO NOTHING
     RETURNING id`,
  );
  return rows.length;
}

/** Looks for due reminders at start and then hourly. Returns the stop. */
export const scheduleReminders = (db: Db) =>
  scheduleSweep(() => sendDueReminders(db), HOUR_MS, 'Erinnerungen konnten nicht geschrieben werden:');
