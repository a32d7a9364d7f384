import type OAuth2Server from '@node-oauth/oauth2-server';
import {
  AnmeldungRequestSchema,
  AnmeldungStatusChangeSchema,
  GenehmigungRequestSchema,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
} from '@fobu/api-contract';
import { ACTIVE_BOOKING_STATES, hasAttended, isActiveBooking, safeFileName, spreadsheetText } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../config';
import type { Db } from '../db/db';
import { hasActive, requireUser, type Principal } from '../auth/principal';
import { jsonBody } from '../http/app';
import { forbidden, HttpError, notFound, validate } from '../http/errors';
import { addAbrufanfragen } from './requests/abrufanfrage-routes';
import { addExports } from '../services/exports/exports';
import { addFigures } from './figures/figures';
import { addOfferEditing } from './offers/offer-editing-routes';
import { addDateEditing } from './dates/date-editing-routes';
import { addOfferClosing } from './offers/offer-closing-routes';
import { addRequestAnswers } from './requests/request-answer-routes';
import { addParticipantWork } from '../services/participant-work';
import { addCatalogueRoutes } from './search/catalogue-routes';
import { addOfferDetailRoutes } from './offers/offer-detail-routes';
import { addDateDetailRoutes } from './dates/date-detail-routes';
import { addReviewQueue } from './review/review-queue-routes';
import { addStaffSearches } from './search/staff-search';
import { addWorkOverview } from './overview/work-overview';
import { addArchiveServices } from './archive/archive-services';
import { addDutyPostOverview } from './duty-post/duty-post-overview';
import { book, cancelOwn, changeStatus, decideApproval, finishOwnCourse } from '../services/booking';
import { loadParticipants, managedDate } from '../services/participant-list';
import { ANMELDUNG_SELECT, anmeldungView, type AnmeldungRow } from './bookings/booking-views';
import { createTokenServiceApp } from '../services/token-service-app';
import { attendanceCertificate, BOOKING_DOCUMENT_SELECT, bookingCalendar, type BookingDocumentRow } from '../services/booking-documents';

const idParam = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new HttpError(400, 'validation_failed', 'Die Kennung muss eine positive ganze Zahl sein.');
  return id;
};

/** The forms service (port 4101): offers, dates, bookings, participant lists, exports. */
export function createFormsApp(db: Db, config: BackendConfig, oauth: OAuth2Server): Hono {
  const app = createTokenServiceApp(db, config, oauth, 'forms');
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

  addCatalogueRoutes(app, db);
  addOfferDetailRoutes(app, db);
  addDateDetailRoutes(app, db);
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
