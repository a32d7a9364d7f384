import { OFFER_NOT_VISIBLE, takeOverRefusal } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { actorOf } from '../offers/request-actor';
import { contentOf, throwRefusal, workAnswer } from '../offers/offer-work';
import { insertDraft, loadWork, record } from '../offers/offer-work-queries';
import { factsOf } from '../offers/offer-facts';

/**
 * `POST /api/v1/angebote/{vnr}/uebernehmen` (docs/archive.md): an archived offer's content becomes
 * a new draft (not its dates or bookings), led by the old offer's organiser and written by the
 * administrator; `uebernommen_aus` names the old offer, and both histories record the step. Answers
 * the new draft's work state (201), whose editor the screen opens.
 */
export function addTakeOver(app: Hono, db: Db): void {
  app.post('/api/v1/angebote/:vnr/uebernehmen', async (c) => {
    const actor = actorOf(c);
    const created = await db.tx(async (sql) => {
      const old = await loadWork(sql, c.req.param('vnr'), true);
      if (!old) throw notFound(OFFER_NOT_VISIBLE);
      throwRefusal(takeOverRefusal(actor, factsOf(old)));
      const vnr = await insertDraft(sql, actor, old.vtyp, contentOf(old), old.leitung_uid);
      await sql.query('UPDATE angebote SET uebernommen_aus = $2 WHERE vnr = $1', [vnr, old.vnr]);
      await record(sql, { vnr, actor, aktion: 'uebernommen_aus', notiz: `Übernommen aus ${old.vnr}` });
      await record(sql, { vnr: old.vnr, actor, aktion: 'uebernommen', notiz: `Als neues Angebot ${vnr} übernommen` });
      return workAnswer(sql, vnr, actor);
    });
    return c.json(created, 201);
  });
}
