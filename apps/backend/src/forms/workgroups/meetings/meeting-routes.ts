import { GruppenNachrichtSchema, TerminAbsageSchema, TreffenAntwortEingabeSchema, TreffenEingabeSchema } from '@fobu/api-contract';
import type { Context, Hono } from 'hono';
import { safeFileName } from '@fobu/domain';
import type { BackendConfig } from '../../../config';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../../http/app';
import { validate } from '../../../http/errors';
import { idParam } from '../../../http/params';
import { bookingCalendar } from '../../documents/booking-calendar';
import { xlsxResponse } from '../../exports/xlsx-stream';
import { actorOf } from '../../offers/request-actor';
import { attendanceWorkbook } from './attendance-workbook';
import { sendGroupMessage } from './group-messages';
import { answerMeeting, meetingInvitations } from './meeting-answers';
import { meetingCalendarRow } from './meeting-calendar';
import { cancelMeeting, changeMeeting, planMeeting } from './meeting-steps';

/** The meeting's number in the path (`terminId`), as `idParam` reads `id`. */
const terminIdOf = (c: Context) => idParam(c, 'terminId');

/** Adds the endpoints of a workgroup's meetings, messages and attendance (docs/workgroups.md) to the forms service. */
export function addMeetingRoutes(app: Hono, db: Db, config: BackendConfig): void {
  const base = '/api/v1/arbeitsgruppen/:id';
  app.post(`${base}/treffen`, async (c) => {
    const input = validate(TreffenEingabeSchema, await jsonBody(c));
    return c.json(await planMeeting(db, actorOf(c), idParam(c), input), 201);
  });
  app.put(`${base}/treffen/:terminId`, async (c) => {
    const input = validate(TreffenEingabeSchema, await jsonBody(c));
    return c.json(await changeMeeting(db, actorOf(c), idParam(c), terminIdOf(c), input));
  });
  app.post(`${base}/treffen/:terminId/absagen`, async (c) => {
    const { grund } = validate(TerminAbsageSchema, await jsonBody(c));
    return c.json(await cancelMeeting(db, actorOf(c), idParam(c), terminIdOf(c), grund));
  });
  app.get(`${base}/treffen/:terminId/einladungen`, async (c) =>
    c.json(await meetingInvitations(db, actorOf(c), idParam(c), terminIdOf(c))),
  );
  app.put(`${base}/treffen/:terminId/antwort`, async (c) => {
    const { antwort } = validate(TreffenAntwortEingabeSchema, await jsonBody(c));
    return c.json(await answerMeeting(db, actorOf(c), idParam(c), terminIdOf(c), antwort));
  });
  app.get(`${base}/treffen/:terminId/kalender.ics`, async (c) => {
    const row = await meetingCalendarRow(db, actorOf(c), idParam(c), terminIdOf(c));
    return c.body(bookingCalendar([row], new URL(config.publicUrls.forms).hostname), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(`treffen-${row.id}.ics`)}"`,
    });
  });
  app.post(`${base}/nachrichten`, async (c) => {
    const message = validate(GruppenNachrichtSchema, await jsonBody(c));
    return c.json(await sendGroupMessage(db, actorOf(c), idParam(c), message));
  });
  app.get(`${base}/anwesenheit.xlsx`, async (c) => {
    const { titel, sheet, rows } = await attendanceWorkbook(db, actorOf(c), idParam(c));
    return xlsxResponse(c, `anwesenheit-${titel}.xlsx`, sheet, rows);
  });
}
