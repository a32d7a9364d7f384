import { BOOKING_STATE_LABELS, MEETING_ANSWER_LABELS, type BookingState, type MeetingAnswer, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import type { XlsxColumn, XlsxSheet } from '../../exports/xlsx-stream';
import { visibleWorkgroup } from '../workgroup-facts';
import { checkWorkgroupStaff } from './meeting-access';

/*
 * The attendance of a group's meetings as a workbook (group staff): one row per meeting and
 * invited member, with the answer and the booking's state (attendance once recorded).
 */

interface AttendanceRow {
  beginn: Date;
  thema: string | null;
  stunden: number | null;
  abgesagt: boolean;
  vorname: string;
  name: string;
  schule: string | null;
  antwort: MeetingAnswer;
  status: BookingState | null;
}

const text = (header: string, width: number, value: (row: AttendanceRow) => string | null): XlsxColumn<AttendanceRow> => ({
  header,
  width,
  kind: 'text',
  value,
});

const ATTENDANCE_SHEET: XlsxSheet<AttendanceRow> = {
  name: 'Anwesenheit',
  columns: [
    { header: 'Treffen am', width: 17, kind: 'datetime', value: (row) => row.beginn },
    text('Thema', 30, (row) => row.thema),
    { header: 'Stunden', width: 9, kind: 'number', value: (row) => row.stunden },
    text('Abgesagt', 10, (row) => (row.abgesagt ? 'ja' : null)),
    text('Vorname', 16, (row) => row.vorname),
    text('Name', 18, (row) => row.name),
    text('Schule', 34, (row) => row.schule),
    text('Antwort', 14, (row) => MEETING_ANSWER_LABELS[row.antwort]),
    text('Stand', 18, (row) => (row.status ? BOOKING_STATE_LABELS[row.status] : null)),
  ],
};

/** The group's title (for the file name), the sheet and its rows: meetings by start, members by name. */
export async function attendanceWorkbook(db: Db, actor: OfferActor, groupId: number) {
  const group = await visibleWorkgroup(db, actor, groupId);
  checkWorkgroupStaff(actor, group);
  const rows = await db.query<AttendanceRow>(
    `SELECT t.beginn, t.thema, t.stunden, t.status = 'abgesagt' AS abgesagt, u.vorname, u.name, s.name AS schule, e.antwort,
            (SELECT a.status FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = e.uid ORDER BY a.id DESC LIMIT 1) AS status
       FROM termine t JOIN treffen_einladungen e ON e.termin_id = t.id JOIN users u ON u.uid = e.uid LEFT JOIN schulen s ON s.dstnr = u.dstnr
      WHERE t.vnr = $1 ORDER BY t.beginn, t.id, u.name, u.vorname, u.uid`,
    [group.vnr],
  );
  return { titel: group.titel, sheet: ATTENDANCE_SHEET, rows };
}
