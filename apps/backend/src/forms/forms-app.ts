import type OAuth2Server from '@node-oauth/oauth2-server';
import {
  AngebotSearchQuerySchema,
  AnmeldungRequestSchema,
  AnmeldungStatusChangeSchema,
  FilterwerteQuerySchema,
  GenehmigungRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
  TerminSearchQuerySchema,
} from '@fobu/api-contract';
import {
  ACTIVE_BOOKING_STATES,
  hasAttended,
  isActiveBooking,
  PUBLIC_OFFER_STATES,
  safeFileName,
  SEAT_STATES,
  spreadsheetText,
  type OfferState,
} from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { hasActive, offerActorOf, requireUser, type Principal } from '../auth/principal';
import { jsonBody } from '../http/app';
import { forbidden, HttpError, notFound, validate } from '../http/errors';
import { addAbrufanfragen } from './requests/abrufanfragen';
import { addExports } from '../services/exports/exports';
import { addFigures } from './figures/figures';
import { addOfferEditing } from './offers/offer-editing';
import { addDateEditing } from './dates/date-editing';
import { addOfferClosing } from './offers/offer-closing';
import { addRequestAnswers } from './requests/request-answers';
import { addParticipantWork } from '../services/participant-work';
import { addDateFilters, datePage, dateOrder } from './search/date-search';
import { searchAngebote } from './search/offer-search';
import { addReviewQueue } from './review/review-queue';
import { SearchSql } from './search/search-sql';
import { addStaffSearches } from './search/staff-search';
import { addWorkOverview } from './overview/work-overview';
import { addArchiveServices } from './archive/archive-services';
import { addDutyPostOverview } from './duty-post/duty-post-overview';
import { book, cancelOwn, changeStatus, decideApproval, finishOwnCourse } from '../services/booking';
import { loadParticipants, managedDate } from '../services/participant-list';
import {
  ANMELDUNG_SELECT,
  angebotSummaryView,
  anmeldungView,
  TERMIN_JSON,
  TERMIN_SEARCH_JSON,
  terminWithLinkJson,
  type AnmeldungRow,
} from './dates/termin-json';
import { createTokenServiceApp } from '../services/token-service-app';
import { bookingWindowSql } from '../services/booking-window-sql';
import { attendanceCertificate, BOOKING_DOCUMENT_SELECT, bookingCalendar, type BookingDocumentRow } from '../services/booking-documents';

const idParam = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new HttpError(400, 'validation_failed', 'Die Kennung muss eine positive ganze Zahl sein.');
  return id;
};

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

  app.post('/api/v1/anmeldungen', async (c) => {
    const principal = requireUser(c);
    const body = validate(AnmeldungRequestSchema, await jsonBody(c));
    const key = c.req.header(IDEMPOTENCY_HEADER);
    return c.json(await book(db, principal, body, key === undefined ? undefined : validate(IdempotencyKeySchema, key)), 201);
  });

  app.get('/api/v1/anmeldungen/meine', async (c) => {
    const principal = requireUser(c);
    const rows = await db.query<AnmeldungRow>(`${ANMELDUNG_SELECT} WHERE a.uid = $1 AND g.mandant = $2 ORDER BY a.id DESC`, [
      principal.uid,
      principal.mandant,
    ]);
    return c.json({ items: rows.map(anmeldungView) });
  });

  // The person's calendar and confirmations of attendance: only their own bookings, in their tenant.
  const ownDocumentRows = (principal: Principal, where: string, params: unknown[]) =>
    db.query<BookingDocumentRow>(`${BOOKING_DOCUMENT_SELECT} WHERE a.uid = $1 AND g.mandant = $2 AND ${where} ORDER BY t.beginn`, [
      principal.uid,
      principal.mandant,
      ...params,
    ]);
  const calendarResponse = (c: Context, rows: BookingDocumentRow[], file: string) =>
    c.body(bookingCalendar(rows, new URL(config.publicUrls.forms).hostname), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(file)}"`,
    });

  app.get('/api/v1/anmeldungen/meine.ics', async (c) => {
    const rows = await ownDocumentRows(requireUser(c), `a.status = ANY($3) AND t.ende >= now()`, [ACTIVE_BOOKING_STATES]);
    return calendarResponse(c, rows, 'fortbildungen.ics');
  });

  app.get('/api/v1/anmeldungen/:id/kalender.ics', async (c) => {
    const id = idParam(c);
    const [row] = await ownDocumentRows(requireUser(c), 'a.id = $3', [id]);
    if (!row) throw notFound('Diese Anmeldung gibt es nicht.');
    if (!row.beginn || !isActiveBooking(row.status)) {
      throw new HttpError(409, 'kein_termin', 'Für diese Anmeldung gibt es keinen Termin für den Kalender.');
    }
    return calendarResponse(c, [row], `fortbildung-${row.vnr}.ics`);
  });

  app.get('/api/v1/anmeldungen/:id/teilnahmebestaetigung.pdf', async (c) => {
    const id = idParam(c);
    const [row] = await ownDocumentRows(requireUser(c), 'a.id = $3', [id]);
    if (!row) throw notFound('Diese Anmeldung gibt es nicht.');
    if (!hasAttended(row.status)) {
      throw new HttpError(409, 'keine_teilnahme', 'Eine Teilnahmebestätigung gibt es erst, wenn Ihre Teilnahme vermerkt ist.');
    }
    // A copy with a buffer of its own: what Hono takes as a body.
    return c.body((await attendanceCertificate(row, new Date())).slice(), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${safeFileName(`teilnahmebestaetigung-${row.vnr}.pdf`)}"`,
    });
  });

  app.post('/api/v1/anmeldungen/:id/stornieren', async (c) => c.json(await cancelOwn(db, requireUser(c), idParam(c))));
  app.post('/api/v1/anmeldungen/:id/abschliessen', async (c) => c.json(await finishOwnCourse(db, requireUser(c), idParam(c))));

  app.get('/api/v1/genehmigungen', async (c) => {
    const principal = requireUser(c);
    if (!hasActive(principal, 'schulleitung')) throw forbidden('Nur die Schulleitung sieht Genehmigungen.');
    return c.json({
      // Their own bookings wait for another school head (four eyes).
      items: await loadParticipants(db, `u.dstnr = $1 AND g.mandant = $2 AND a.status = 'wartet_auf_genehmigung' AND a.uid <> $3`, [
        principal.dstnr,
        principal.mandant,
        principal.uid,
      ]),
    });
  });

  app.post('/api/v1/anmeldungen/:id/genehmigung', async (c) => {
    const principal = requireUser(c);
    const id = idParam(c);
    const body = validate(GenehmigungRequestSchema, await jsonBody(c));
    return c.json(await decideApproval(db, principal, id, body));
  });

  app.post('/api/v1/anmeldungen/:id/status', async (c) => {
    const principal = requireUser(c);
    const id = idParam(c);
    const body = validate(AnmeldungStatusChangeSchema, await jsonBody(c));
    return c.json(await changeStatus(db, principal, id, body.status, body.notiz));
  });

  async function participantList(c: Context) {
    const id = idParam(c);
    await managedDate(db, requireUser(c), id, true);
    return loadParticipants(db, 'a.termin_id = $1', [id]);
  }

  app.get('/api/v1/termine/:id/teilnehmende', async (c) => c.json({ items: await participantList(c) }));

  app.get('/api/v1/termine/:id/teilnehmende.csv', async (c) => {
    const items = await participantList(c);
    // Quoted, and never a formula: a name like "=HYPERLINK(…)" stays text in a spreadsheet.
    const cell = (value: unknown) => `"${spreadsheetText(String(value ?? '')).replace(/"/g, '""')}"`;
    const lines = [
      ['Anrede', 'Vorname', 'Name', 'E-Mail', 'Dienststelle', 'Schule', 'Status', 'Angemeldet am'],
      ...items.map((p) => [p.salutation, p.vorname, p.name, p.email, p.dstnr, p.schule, p.status, p.angemeldetAm]),
    ];
    const csv = '\uFEFF' + lines.map((l) => l.map(cell).join(';')).join('\r\n');
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(`teilnehmende-${idParam(c)}.csv`)}"`,
    });
  });

  app.get('/api/v1/meine-angebote', async (c) => {
    const principal = requireUser(c);
    if (!hasActive(principal, 'veranstaltungsleiter')) throw forbidden('Nur die Veranstaltungsleitung hat eigene Angebote.');
    const query = validate(AngebotSearchQuerySchema, { mandant: principal.mandant, ...c.req.query() });
    if (query.mandant !== principal.mandant) throw forbidden('Anderer Mandant.');
    return c.json(await searchAngebote(db, query, offerActorOf(principal), true));
  });

  addAbrufanfragen(app, db);
  addExports(app, db);
  addFigures(app, db);
  addOfferEditing(app, db);
  addDateEditing(app, db);
  addOfferClosing(app, db);
  addRequestAnswers(app, db);
  addParticipantWork(app, db, config);
  addReviewQueue(app, db);
  addStaffSearches(app, db);
  addWorkOverview(app, db);
  addArchiveServices(app, db);
  addDutyPostOverview(app, db);

  return app;
}
