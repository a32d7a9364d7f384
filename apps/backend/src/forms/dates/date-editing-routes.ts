import { TerminAbsageSchema, TerminEingabeSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { actorOf } from '../offers/request-actor';
import { addDate, cancelDateWithReason, changeDate, deleteDate, listDates } from './date-steps';

/** Adds the endpoints of writing an offer's dates (date-steps.ts) to the forms service. */
export function addDateEditing(app: Hono, db: Db): void {
  app.get('/api/v1/angebote/:vnr/termine', async (c) => c.json(await listDates(db, actorOf(c), c.req.param('vnr'))));

  app.post('/api/v1/angebote/:vnr/termine', async (c) => {
    const actor = actorOf(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    return c.json(await addDate(db, actor, c.req.param('vnr'), input), 201);
  });

  app.put('/api/v1/termine/:id', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    return c.json(await changeDate(db, actor, id, input));
  });

  app.delete('/api/v1/termine/:id', async (c) => c.json(await deleteDate(db, actorOf(c), idParam(c))));

  app.post('/api/v1/termine/:id/absagen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const { grund } = validate(TerminAbsageSchema, await jsonBody(c));
    return c.json(await cancelDateWithReason(db, actor, id, grund));
  });
}
