/*
 * A meeting of a group (a row of `termine` under the group's record, docs/workgroups.md) as the
 * contract's Treffen, built by the database as JSON. The group's list, its page and the meetings'
 * own calls (meetings/meeting-view.ts) share it, so a meeting reads the same everywhere.
 */

/**
 * SQL: the meeting `t` (termine) as Treffen JSON for the person whose uid is the SQL expression `uid`;
 * `staff` is an SQL condition that holds for the group's staff. The online link is for the staff and
 * for members who accepted; the asker's answer and booking state are theirs.
 */
export const meetingJson = (uid: string, staff: string) => `json_build_object(
  'id', t.id, 'beginn', to_json(t.beginn), 'ende', to_json(t.ende), 'sitzungen', t.sitzungen,
  'ort', CASE WHEN t.kreis IS NOT NULL AND t.ort_name IS NOT NULL
              THEN json_build_object('name', t.ort_name, 'adresse', coalesce(t.adresse, ''), 'raum', t.raum, 'kreis', t.kreis) END,
  'onlineLink', CASE WHEN (${staff}) OR EXISTS (SELECT 1 FROM treffen_einladungen e WHERE e.termin_id = t.id AND e.uid = ${uid} AND e.antwort = 'zugesagt')
                     THEN t.online_link END,
  'stunden', coalesce(t.stunden, 0), 'thema', coalesce(t.thema, ''), 'abgesagt', t.status = 'abgesagt',
  'antworten', (SELECT json_build_object('zugesagt', count(*) FILTER (WHERE e.antwort = 'zugesagt'),
                                         'abgelehnt', count(*) FILTER (WHERE e.antwort = 'abgelehnt'),
                                         'offen', count(*) FILTER (WHERE e.antwort = 'offen'))
                  FROM treffen_einladungen e WHERE e.termin_id = t.id),
  'eigeneAntwort', (SELECT e.antwort FROM treffen_einladungen e WHERE e.termin_id = t.id AND e.uid = ${uid}),
  'eigenerStatus', (SELECT a.status FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = ${uid} ORDER BY a.id DESC LIMIT 1))`;

/** SQL: the group's (`w`, arbeitsgruppen) next meeting not cancelled, or null; arguments as for `meetingJson`. */
export const nextMeetingJson = (uid: string, staff: string) =>
  `(SELECT ${meetingJson(uid, staff)} FROM termine t
     WHERE t.vnr = w.vnr AND t.status <> 'abgesagt' AND t.ende >= now() ORDER BY t.beginn, t.id LIMIT 1)`;

/** SQL: every meeting of the group `w`, by start, as a JSON array; arguments as for `meetingJson`. */
export const allMeetingsJson = (uid: string, staff: string) =>
  `coalesce((SELECT json_agg(${meetingJson(uid, staff)} ORDER BY t.beginn, t.id) FROM termine t WHERE t.vnr = w.vnr), '[]'::json)`;
