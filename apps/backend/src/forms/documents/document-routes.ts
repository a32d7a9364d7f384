import { hasAttended, isActiveBooking, safeFileName } from '@fobu/domain';
import type { Context, Hono } from 'hono';
import type { BackendConfig } from '../../config';
import type { Db } from '@fobu/server-sql';
import { requireUser } from '../../auth/principal';
import { HttpError, notFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { issueConfirmation } from '../certificates/confirmation-issue';
import { bookingCalendar } from './booking-calendar';
import { ownBookingDocument, ownUpcomingDocuments, type BookingDocumentRow } from './document-queries';
import { preparePortalFonts } from './pdf-fonts';

/** The person's documents of their own bookings: calendar files and the confirmation of attendance. One call joins them to the forms service. */
export function addBookingDocumentRoutes(app: Hono, db: Db, config: BackendConfig): void {
  // In the background: a failure here shows again, answered, with the first real document.
  preparePortalFonts().catch(() => undefined);
  const calendarResponse = (c: Context, rows: BookingDocumentRow[], file: string) =>
    c.body(bookingCalendar(rows, new URL(config.publicUrls.forms).hostname), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(file)}"`,
    });

  app.get('/api/v1/anmeldungen/meine.ics', async (c) => {
    const rows = await ownUpcomingDocuments(db, requireUser(c));
    return calendarResponse(c, rows, 'fortbildungen.ics');
  });

  app.get('/api/v1/anmeldungen/:id/kalender.ics', async (c) => {
    const id = idParam(c);
    const row = await ownBookingDocument(db, requireUser(c), id);
    if (!row) throw notFound('Diese Anmeldung gibt es nicht.');
    if (!row.beginn || !isActiveBooking(row.status)) {
      throw new HttpError(409, 'kein_termin', 'Für diese Anmeldung gibt es keinen Termin für den Kalender.');
    }
    return calendarResponse(c, [row], `fortbildung-${row.vnr}.ics`);
  });

  app.get('/api/v1/anmeldungen/:id/teilnahmebestaetigung.pdf', async (c) => {
    const row = await ownBookingDocument(db, requireUser(c), idParam(c));
    if (!row) throw notFound('Diese Anmeldung gibt es nicht.');
    return certificateResponse(c, db, config, row, {
      addressee: 'person',
      notYet: 'Eine Teilnahmebestätigung gibt es erst, wenn Ihre Teilnahme vermerkt ist.',
    });
  });
}

/**
 * The confirmation of attendance of this booking as a PDF download: 409 (with `notYet`) before
 * attendance is recorded, and with the reason when the attendance is below the tenant's rule.
 */
export async function certificateResponse(
  c: Context,
  db: Db,
  config: BackendConfig,
  row: BookingDocumentRow,
  { addressee, notYet }: { addressee: 'person' | 'staff'; notYet: string },
): Promise<Response> {
  if (!hasAttended(row.status)) throw new HttpError(409, 'keine_teilnahme', notYet);
  // A copy with a buffer of its own: what Hono takes as a body.
  return c.body((await issueConfirmation(db, config, row, addressee)).slice(), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${safeFileName(`teilnahmebestaetigung-${row.vnr}.pdf`)}"`,
  });
}
