import { REFERENTEN_PAGE_SIZE, ReferentAenderungSchema, ReferentEingabeSchema, ReferentenQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { jsonBody } from '../../http/app';
import { validate } from '../../http/errors';
import { idParam } from '../../http/params';
import { actorOf } from '../offers/request-actor';
import { findSpeakers, insertSpeaker, speakerRecord, updateSpeaker } from './speaker-queries';
import { speakerLookupOf } from './speaker-scope';

/** The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): search, one speaker, create, change. */
export function addSpeakerRoutes(app: Hono, db: Db): void {
  app.get('/api/v1/referenten', async (c) => {
    const lookup = speakerLookupOf(actorOf(c));
    const { q, seite } = validate(ReferentenQuerySchema, c.req.query());
    return c.json(await findSpeakers(db, lookup, q, { page: seite, pageSize: REFERENTEN_PAGE_SIZE }));
  });
  app.get('/api/v1/referenten/:id', async (c) => {
    const actor = actorOf(c);
    return c.json(await speakerRecord(db, speakerLookupOf(actor), actor, idParam(c)));
  });
  app.post('/api/v1/referenten', async (c) => {
    const actor = actorOf(c);
    const lookup = speakerLookupOf(actor, true);
    const input = validate(ReferentEingabeSchema, await jsonBody(c));
    const record = await db.tx(async (sql) => speakerRecord(sql, lookup, actor, await insertSpeaker(sql, actor, input)));
    return c.json(record, 201);
  });
  app.put('/api/v1/referenten/:id', async (c) => {
    const actor = actorOf(c);
    const lookup = speakerLookupOf(actor, true);
    const id = idParam(c);
    const input = validate(ReferentAenderungSchema, await jsonBody(c));
    return c.json(
      await db.tx(async (sql) => {
        await updateSpeaker(sql, lookup, id, input);
        return speakerRecord(sql, lookup, actor, id);
      }),
    );
  });
}
