import { VeranstaltungssucheQuerySchema, VeranstaltungsterminsucheQuerySchema } from '@fobu/api-contract';
import type { Context, Hono } from 'hono';
import type { Db } from '@fobu/server-sql';
import { validate } from '../../http/errors';
import { actorOf } from '../offers/request-actor';
import { staffOfferPage, staffSearcher } from './staff-search';
import { staffDatePage } from './staff-search-queries';

/** The person and their query of the staff's offer search, or the answer why not (the page and the export alike). */
export function staffOfferQuery(c: Context) {
  return { actor: staffSearcher(actorOf(c), 'veranstaltungssuche'), query: validate(VeranstaltungssucheQuerySchema, c.req.query()) };
}

/** The person and their query of the staff's date search, or the answer why not. */
export function staffDateQuery(c: Context) {
  return {
    actor: staffSearcher(actorOf(c), 'veranstaltungsterminsuche'),
    query: validate(VeranstaltungsterminsucheQuerySchema, c.req.query()),
  };
}

/** Adds the staff's offer search and date search to the forms service. */
export function addStaffSearches(app: Hono, db: Db): void {
  app.get('/api/v1/veranstaltungssuche', async (c) => {
    const { actor, query } = staffOfferQuery(c);
    const { items, total } = await staffOfferPage(db, actor, query, query);
    return c.json({ items, total, page: query.page, pageSize: query.pageSize });
  });

  app.get('/api/v1/veranstaltungsterminsuche', async (c) => {
    const { actor, query } = staffDateQuery(c);
    return c.body(await staffDatePage(db, actor, query, query), 200, { 'content-type': 'application/json' });
  });
}
