import { AbrufanfrageAblehnungSchema, AbrufanfrageEingangQuerySchema, TerminEingabeSchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { actorOf } from '../offers/request-actor';
import { agreeToRequest, declineWithReason, requestInbox } from './request-answers';

/** Adds the organiser's inbox of on-demand requests and their answers (request-answers.ts) to the forms service. */
export function addRequestAnswers(app: Hono, db: Db): void {
  app.get('/api/v1/abrufanfragen/eingang', async (c) => {
    const actor = actorOf(c);
    const { status } = validate(AbrufanfrageEingangQuerySchema, c.req.query());
    return c.json(await requestInbox(db, actor, status));
  });

  app.post('/api/v1/abrufanfragen/:id/zusagen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    return c.json(await agreeToRequest(db, actor, id, input));
  });

  app.post('/api/v1/abrufanfragen/:id/ablehnen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const { begruendung } = validate(AbrufanfrageAblehnungSchema, await jsonBody(c));
    return c.json(await declineWithReason(db, actor, id, begruendung));
  });
}
