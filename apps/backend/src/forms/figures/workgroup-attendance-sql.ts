/*
 * The attended meetings of workgroups as SQL rows, one per person and meeting: what the member-hours
 * of controlling's figures and of the duty post's overview sum (docs/controlling.md, "Workgroups").
 */

/** A meeting's hours (`t` the meeting): the training hours it counts as, set when it is planned (docs/workgroups.md). */
const MEETING_HOURS = 'coalesce(t.stunden, 0)';

/** A sum of hours with one decimal, 0 for none. */
export const hoursSum = (hours: string) => `round(coalesce(sum(${hours}), 0)::numeric, 1)::float8`;

/**
 * Who attended which held meeting (over, not cancelled) of the tenant `tenant`'s groups, with the
 * meeting's hours (`stunden`), the group's subjects (`faecher`) and the member's school (`dstnr`,
 * `kreis`: as the membership gives it, else the person's own; null when it is no school). Attended
 * is the booking's state `teilgenommen`, as for any date's confirmation. `conditions` further ones
 * on `t`, the meeting, and `s`, the school.
 */
export const attendedMeetings = (tenant: string, conditions: string) =>
  `SELECT a.uid, ag.faecher, s.dstnr, s.kreis, ${MEETING_HOURS} AS stunden
     FROM termine t JOIN arbeitsgruppen ag ON ag.vnr = t.vnr
     JOIN anmeldungen a ON a.termin_id = t.id AND a.status = 'teilgenommen'
     JOIN users u ON u.uid = a.uid
     LEFT JOIN arbeitsgruppe_mitglieder m ON m.gruppe_id = ag.id AND m.uid = a.uid
     LEFT JOIN schulen s ON s.dstnr = coalesce(m.dstnr, u.dstnr)
    WHERE ag.mandant = ${tenant} AND t.status <> 'abgesagt' AND t.ende < now() AND ${conditions}`;
