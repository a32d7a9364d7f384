import type { SchuleInArbeitsgruppen } from '@fobu/api-contract';
import type { Db } from '@fobu/server-sql';
import { periodConditions, SearchSql } from '../search/search-sql';
import { attendedMeetings, hoursSum } from '../figures/workgroup-attendance-sql';
import type { Area } from './duty-post-queries';

/*
 * The duty post's view of the workgroups (docs/controlling.md, "Workgroups"): per school of its
 * area, how many of its people are members of the tenant's groups, in how many groups, and the hours
 * of the meetings of the period they attended. Counts only: no person, no group is named.
 */

/** The area's schools with members in groups not dissolved or with attended meetings in the period; by district and name. */
export function areaWorkgroupSchools(db: Db, area: Area): Promise<SchuleInArbeitsgruppen[]> {
  const s = new SearchSql();
  const tenant = s.param(area.mandant);
  const inPeriod = periodConditions(s, 't', area).join(' AND ');
  return db.query<SchuleInArbeitsgruppen>(
    `WITH members AS (
       SELECT coalesce(m.dstnr, u.dstnr) AS dstnr, count(DISTINCT coalesce(m.uid, lower(m.email)))::int AS mitglieder,
              count(DISTINCT m.gruppe_id)::int AS gruppen
         FROM arbeitsgruppe_mitglieder m JOIN arbeitsgruppen ag ON ag.id = m.gruppe_id LEFT JOIN users u ON u.uid = m.uid
        WHERE ag.mandant = ${tenant} AND ag.status <> 'aufgeloest'
        GROUP BY 1),
     hours AS (SELECT w.dstnr, ${hoursSum('w.stunden')} AS stunden FROM (${attendedMeetings(tenant, inPeriod)}) w GROUP BY w.dstnr)
     SELECT s.dstnr, s.name, k.name AS kreis, coalesce(mb.mitglieder, 0) AS mitglieder, coalesce(mb.gruppen, 0) AS gruppen,
            coalesce(h.stunden, 0) AS stunden
       FROM schulen s JOIN kreise k ON k.key = s.kreis LEFT JOIN members mb ON mb.dstnr = s.dstnr LEFT JOIN hours h ON h.dstnr = s.dstnr
      WHERE s.mandant = ${tenant} AND s.kreis = ANY(${s.param(area.kreise)}) AND (mb.dstnr IS NOT NULL OR h.dstnr IS NOT NULL)
      ORDER BY k.name, s.name, s.dstnr`,
    s.params,
  );
}
