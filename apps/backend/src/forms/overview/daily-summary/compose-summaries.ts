import { DAILY_SUMMARY_HOUR, DAILY_SUMMARY_ROLES, dashboardOf, isRole, isTenant, SETTINGS_VIEW, type Role } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { scheduleSweep } from '../../../http/sweep';
import { workOverview } from '../work-overview';
import { summaryText } from './summary-text';

interface DueSummary {
  uid: string;
  salutation: string;
  vorname: string;
  name: string;
  mandant: string;
  rolle: string;
  tag: string;
}

/** Today in Germany as `$1` (a moment) sees it, in SQL. */
const GERMAN_DAY = `(($1::timestamptz) AT TIME ZONE 'Europe/Berlin')::date`;

/**
 * Writes today's summaries that are due: for every person who switched the summary on (and has not
 * stopped the portal's e-mails), per tenant and per role with a work overview, once the day has
 * reached `DAILY_SUMMARY_HOUR` in Germany. Each is a row of `tageszusammenfassungen`, `offen` for
 * the e-mail sweep to send, or `leer` when nothing was to do; the unique key writes each once, also
 * when several processes sweep at once. Answers how many it wrote to send.
 */
export async function composeDueSummaries(db: Db, portalUrl: string, now: Date = new Date()): Promise<number> {
  const due = await db.query<DueSummary>(
    `SELECT u.uid, u.salutation, u.vorname, u.name, m.mandant, r.role AS rolle, ${GERMAN_DAY}::text AS tag
       FROM users u CROSS JOIN unnest(u.mandanten) AS m(mandant)
       JOIN user_roles r ON r.uid = u.uid AND r.application = 'FOBU' AND r.status = 1 AND r.role = ANY($2::text[])
      WHERE u.tageszusammenfassung AND u.email_abo AND btrim(u.email) <> ''
        AND extract(hour FROM ($1::timestamptz) AT TIME ZONE 'Europe/Berlin') >= $3
        AND NOT EXISTS (SELECT 1 FROM tageszusammenfassungen s
                         WHERE s.uid = u.uid AND s.mandant = m.mandant AND s.rolle = r.role AND s.tag = ${GERMAN_DAY})`,
    [now, DAILY_SUMMARY_ROLES, DAILY_SUMMARY_HOUR],
  );
  let toSend = 0;
  for (const row of due) {
    if (!isTenant(row.mandant) || !isRole(row.rolle)) continue;
    const rolle: Role = row.rolle;
    const overview = await workOverview(db, { uid: row.uid, role: rolle, mandant: row.mandant });
    const dashboard = `${portalUrl}/${row.mandant}/${rolle}/${dashboardOf(rolle)}`;
    const summary = summaryText(
      { ...row, mandant: row.mandant, rolle },
      overview,
      { dashboard, settings: `${dashboard}?ansicht=${SETTINGS_VIEW}` },
      row.tag,
    );
    const [written] = await db.query<{ id: number }>(
      `INSERT INTO tageszusammenfassungen (uid, mandant, rolle, tag, betreff, text, email_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [row.uid, row.mandant, rolle, row.tag, summary?.betreff ?? '', summary?.text ?? '', summary ? 'offen' : 'leer'],
    );
    if (written && summary) toSend++;
  }
  return toSend;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Looks for due summaries at start and then every ten minutes. Returns the stop. */
export const scheduleDailySummaries = (db: Db, portalUrl: string) =>
  scheduleSweep(() => composeDueSummaries(db, portalUrl), TEN_MINUTES_MS, 'Tageszusammenfassungen konnten nicht geschrieben werden:');
