import type OAuth2Server from '@node-oauth/oauth2-server';
import { AngebotSearchQuerySchema, FilterwerteQuerySchema, TerminSearchQuerySchema } from '@fobu/api-contract';
import { PUBLIC_OFFER_STATES, SEAT_STATES, type OfferState } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { hasActive, offerActorOf, requireUser, type Principal } from '../auth/principal';
import { forbidden, notFound, validate } from '../http/errors';
import { idParam } from '../http/params';
import { addAbrufanfragen } from './abrufanfragen';
import { addExports } from '../forms/exports/export-routes';
import { addFigures } from './figures/figures';
import { addOfferEditing } from './offer-editing';
import { addOrganiserWork } from './organiser-work';
import { addParticipantRoutes } from '../forms/participants/participant-routes';
import { addBookingRoutes } from '../forms/bookings/booking-routes';
import { addBookingDocumentRoutes } from '../forms/documents/document-routes';
import { addDateFilters, datePage, dateOrder } from './date-search';
import { searchAngebote } from './offer-search';
import { addReviewQueue } from './review-queue';
import { SearchSql } from './search-sql';
import { addStaffSearches } from './staff-search';
import { addWorkOverview } from './work-overview';
import { addArchiveServices } from './archive/archive-services';
import { addDutyPostOverview } from './duty-post/duty-post-overview';
import { angebotSummaryView, TERMIN_JSON, TERMIN_SEARCH_JSON, terminWithLinkJson } from './views';
import { createTokenServiceApp } from './token-service-app';
import { bookingWindowSql } from '../forms/bookings/booking-window-sql';

const ORGANISERS = ['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung', 'administrator'] as const;

/** The forms service (port 4101): offers, dates, bookings, participant lists, exports. */
export function createFormsApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'forms');
  /** An optional signed-in organiser widens what searches show. */
  const optionalOrganiser = (c: Context, mandant: string): Principal | null => {
    const principal = c.get('principal');
    return principal && principal.mandant === mandant && hasActive(principal, ...ORGANISERS) ? principal : null;
  };

  app.get('/api/v1/angebote', async (c) => {
    const query = validate(AngebotSearchQuerySchema, c.req.query());
    return c.json(await searchAngebote(db, query, offerActorOf(optionalOrganiser(c, query.mandant))));
  });

  app.get('/api/v1/angebote/:vnr', async (c) => {
    const vnr = c.req.param('vnr').slice(0, 40);
    const [offer] = await db.query<Record<string, unknown>>(
      `SELECT g.*, u.vorname || ' ' || u.name AS leitung_name FROM angebote g JOIN users u ON u.uid = g.leitung_uid WHERE g.vnr = $1`,
      [vnr],
    );
    if (!offer) throw notFound(`Das Angebot „${vnr}“ gibt es nicht.`);
    if (!PUBLIC_OFFER_STATES.includes(offer['status'] as OfferState) && !optionalOrganiser(c, offer['mandant'] as string)) {
      throw notFound(`Das Angebot „${vnr}“ gibt es nicht.`);
    }
    const [{ termine }] = await db.query<{ termine: unknown[] }>(
      `SELECT coalesce(json_agg(${TERMIN_JSON} ORDER BY t.beginn), '[]') AS termine FROM termine t WHERE t.vnr = $1 AND t.schule_dstnr IS NULL`,
      [vnr],
    );
    return c.json({
      ...angebotSummaryView(offer),
      beschreibung: offer['beschreibung'],
      ziele: offer['ziele'],
      hinweise: offer['hinweise'],
      zielgruppen: offer['zielgruppen'],
      veranstaltungsleitung: [{ uid: offer['leitung_uid'], name: offer['leitung_name'] }],
      referenten: offer['referenten'],
      kontakt: offer['kontakt'],
      anhaenge: typeof offer['anhaenge'] === 'string' ? JSON.parse(offer['anhaenge'] as string) : offer['anhaenge'],
      plattformLink: null,
      selbstabschluss: offer['selbstabschluss'],
      termine,
    });
  });

  app.get('/api/v1/termine', async (c) => {
    const query = validate(TerminSearchQuerySchema, c.req.query());
    const s = new SearchSql(`t.schule_dstnr IS NULL`, `g.status = 'veroeffentlicht'`);
    s.add('t.mandant = ?', query.mandant);
    addDateFilters(s, query);
    // "Only with free seats" means bookable now: a seat left, and the booking window open.
    if (query.nurFreie === '1') s.where.push(`t.zugelassen < t.max_plaetze AND t.status = 'buchbar' AND ${bookingWindowSql('t')} = 'open'`);
    const order = dateOrder(s, query.sort, query.q);
    const body = await datePage(db, s, query, { order, item: TERMIN_SEARCH_JSON, textSearch: !!query.q });
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  app.get('/api/v1/filterwerte', async (c) => {
    const { mandant } = validate(FilterwerteQuerySchema, c.req.query());
    const [row] = await db.query<{ faecher: string[]; kennzeichen: string[] }>(
      `SELECT coalesce((SELECT array_agg(DISTINCT f ORDER BY f) FROM angebote, unnest(faecher) f WHERE mandant = $1 AND status = 'veroeffentlicht'), '{}') AS faecher,
              coalesce((SELECT array_agg(DISTINCT k ORDER BY k) FROM angebote, unnest(kennzeichen) k WHERE mandant = $1 AND status = 'veroeffentlicht'), '{}') AS kennzeichen`,
      [mandant],
    );
    return c.json(row);
  });

  // The dates the search and the offer page show, and no others: not those of unpublished offers,
  // nor one school's on-demand dates to anyone but that school; the tenant's staff see every date.
  // The meeting link only for the staff and the admitted participants.
  app.get('/api/v1/termine/:id', async (c) => {
    const principal = c.get('principal');
    const staffOf = principal && hasActive(principal, ...ORGANISERS) ? principal.mandant : null;
    const [row] = await db.query<{ body: string }>(
      `SELECT ${terminWithLinkJson(`t.mandant = $2 OR EXISTS (SELECT 1 FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = $3 AND a.status = ANY($4))`)}::text AS body
         FROM termine t JOIN angebote g ON g.vnr = t.vnr
        WHERE t.id = $1
          AND (t.mandant = $2 OR (g.status = ANY($5) AND (t.schule_dstnr IS NULL OR (t.mandant = $6 AND t.schule_dstnr = $7))))`,
      [idParam(c), staffOf, principal?.uid ?? null, SEAT_STATES, PUBLIC_OFFER_STATES, principal?.mandant ?? null, principal?.dstnr ?? null],
    );
    if (!row) throw notFound('Diesen Termin gibt es nicht.');
    return c.body(row.body, 200, { 'content-type': 'application/json' });
  });

  app.get('/api/v1/meine-angebote', async (c) => {
    const principal = requireUser(c);
    if (!hasActive(principal, 'veranstaltungsleiter')) throw forbidden('Nur die Veranstaltungsleitung hat eigene Angebote.');
    const query = validate(AngebotSearchQuerySchema, { mandant: principal.mandant, ...c.req.query() });
    if (query.mandant !== principal.mandant) throw forbidden('Anderer Mandant.');
    return c.json(await searchAngebote(db, query, offerActorOf(principal), true));
  });

  addAbrufanfragen(app, db);
  addBookingRoutes(app, db);
  addBookingDocumentRoutes(app, db, config);
  addExports(app, db);
  addFigures(app, db);
  addOfferEditing(app, db);
  addOrganiserWork(app, db);
  addParticipantRoutes(app, db, config);
  addReviewQueue(app, db);
  addStaffSearches(app, db);
  addWorkOverview(app, db);
  addArchiveServices(app, db);
  addDutyPostOverview(app, db);

  return app;
}
