import { AngebotSearchQuerySchema, FilterwerteQuerySchema, TerminSearchQuerySchema } from '@fobu/api-contract';
import type { Hono } from 'hono';
import { hasActive, offerActorOf, requireUser } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { forbidden, validate } from '../../http/errors';
import { offerStaffOf } from '../offers/offer-staff';
import { searchTermine } from './date-search';
import { filterValues, searchAngebote } from './offer-search';

/** Adds the catalogue's searches to the forms service: offers, dates, filter values, and an organiser's own offers. */
export function addCatalogueRoutes(app: Hono, db: Db): void {
  // A signed-in member of the tenant's staff also finds the other states they may see.
  app.get('/api/v1/angebote', async (c) => {
    const query = validate(AngebotSearchQuerySchema, c.req.query());
    return c.json(await searchAngebote(db, query, offerStaffOf(c.get('principal'), query.mandant)));
  });

  app.get('/api/v1/termine', async (c) => {
    const body = await searchTermine(db, validate(TerminSearchQuerySchema, c.req.query()));
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  app.get('/api/v1/filterwerte', async (c) => {
    const { mandant } = validate(FilterwerteQuerySchema, c.req.query());
    return c.json(await filterValues(db, mandant));
  });

  app.get('/api/v1/meine-angebote', async (c) => {
    const principal = requireUser(c);
    if (!hasActive(principal, 'veranstaltungsleiter')) throw forbidden('Nur die Veranstaltungsleitung hat eigene Angebote.');
    const query = validate(AngebotSearchQuerySchema, { mandant: principal.mandant, ...c.req.query() });
    if (query.mandant !== principal.mandant) throw forbidden('Anderer Mandant.');
    return c.json(await searchAngebote(db, query, offerActorOf(principal), true));
  });
}
