import { WORKGROUP_STATES } from '@fobu/domain';
import { eachOf, germanMonth, type FigureScope } from './figure-scope';
import { attendedMeetings, hoursSum } from './workgroup-attendance-sql';

/*
 * The workgroups' figures (docs/controlling.md, "Workgroups"): groups by state, meetings by month,
 * member-hours by the district of the member's school and by the group's subjects. Counts and hours
 * only; no row names a person or a group. The offer type does not apply: a group is no offer.
 */

/** Member-hours of the attended meetings `w` of one row. */
const MEMBER_HOURS = `count(DISTINCT w.uid)::int AS mitglieder, count(*)::int AS teilnahmen, ${hoursSum('w.stunden')} AS stunden`;

/** The attended meetings of the period, of members of the district asked for if one is. */
const attendedInScope = (f: FigureScope) =>
  `(${attendedMeetings(f.tenant, `${f.inPeriod('t.beginn')} ${f.kreis ? `AND s.kreis = ${f.kreis}` : ''}`)}) w`;

export const WORKGROUP_FIGURES = {
  // Every state, also one without groups: the groups that existed in the period, by their state now. A dissolved group
  // changes no more (docs/workgroups.md), so its last change is its dissolution: before the period, it is not counted.
  arbeitsgruppen: (f: FigureScope) =>
    `SELECT st.status, count(ag.id)::int AS gruppen
       FROM unnest(${f.s.param(WORKGROUP_STATES)}::text[]) WITH ORDINALITY st(status, n)
       LEFT JOIN arbeitsgruppen ag ON ag.status = st.status AND ag.mandant = ${f.tenant} AND ag.erstellt_am < ${f.end}
            AND (ag.status <> 'aufgeloest' OR ag.geaendert_am >= ${f.start})
      GROUP BY st.status, st.n ORDER BY st.n`,
  'arbeitsgruppen-treffen': (f: FigureScope) =>
    `SELECT ${germanMonth('t.beginn')} AS monat, count(*) FILTER (WHERE t.status <> 'abgesagt' AND t.ende < now())::int AS gehalten,
            count(*) FILTER (WHERE t.status = 'abgesagt')::int AS abgesagt
       FROM termine t JOIN arbeitsgruppen ag ON ag.vnr = t.vnr
      WHERE ag.mandant = ${f.tenant} AND ${f.inPeriod('t.beginn')} ${f.kreis ? `AND t.kreis = ${f.kreis}` : ''}
      GROUP BY 1 ORDER BY 1`,
  'arbeitsgruppen-kreise': (f: FigureScope) =>
    `SELECT w.kreis, ${MEMBER_HOURS} FROM ${attendedInScope(f)} GROUP BY w.kreis ORDER BY w.kreis NULLS LAST`,
  // A group with several subjects counts its hours under each, as an offer's seats count under each of its subjects.
  'arbeitsgruppen-faecher': (f: FigureScope) =>
    `SELECT e.fach, ${MEMBER_HOURS} FROM ${attendedInScope(f)} ${eachOf('w.faecher', 'fach')} GROUP BY e.fach ORDER BY e.fach NULLS LAST`,
} as const;
