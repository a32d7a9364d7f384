import { AnwesenheitRequestSchema, EinlassRequestSchema, NachrichtRequestSchema, UmbuchungRequestSchema } from '@fobu/api-contract';
import { safeFileName } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../../auth/principal';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { recordDateAttendance } from './attendance';
import { checkIn, ownCheckInCode } from './check-in';
import { managedDate } from './managed-date';
import { participantCsv } from './participant-csv';
import { sendMessage } from './participant-messages';
import { dateParticipants } from './participant-queries';
import { moveBooking } from './rebooking';

/**
 * The organisers' work with the people who booked (docs/participants.md): a date's participant
 * list, moving a person to another date, attendance, messages and the check-in at the door with
 * the participant's code. One call joins them to the forms service.
 */
export function addParticipantRoutes(app: Hono, db: Db, config: BackendConfig): void {
  const participantList = async (c: Context) => {
    const id = idParam(c);
    await managedDate(db, requireUser(c), id, true);
    return dateParticipants(db, id);
  };
  app.get('/api/v1/termine/:id/teilnehmende', async (c) => c.json({ items: await participantList(c) }));
  app.get('/api/v1/termine/:id/teilnehmende.csv', async (c) =>
    c.body(participantCsv(await participantList(c)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(`teilnehmende-${idParam(c)}.csv`)}"`,
    }),
  );
  app.post('/api/v1/anmeldungen/:id/umbuchen', async (c) =>
    c.json(await moveBooking(db, requireUser(c), idParam(c), validate(UmbuchungRequestSchema, await jsonBody(c)))),
  );
  app.put('/api/v1/termine/:id/anwesenheit', async (c) =>
    c.json({ items: await recordDateAttendance(db, requireUser(c), idParam(c), validate(AnwesenheitRequestSchema, await jsonBody(c))) }),
  );
  app.post('/api/v1/termine/:id/nachrichten', async (c) =>
    c.json(await sendMessage(db, requireUser(c), idParam(c), validate(NachrichtRequestSchema, await jsonBody(c)))),
  );
  app.get('/api/v1/anmeldungen/:id/einlass-code', async (c) =>
    c.json(await ownCheckInCode(db, requireUser(c), config.signingKey, idParam(c))),
  );
  app.post('/api/v1/termine/:id/einlass', async (c) =>
    c.json(await checkIn(db, requireUser(c), config.signingKey, idParam(c), validate(EinlassRequestSchema, await jsonBody(c)))),
  );
}
