import { holdsSeat } from '@fobu/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sessionsOf } from '../participants/date-sessions';
import type { BookingDocumentRow } from './document-queries';
import { venueLine } from './venue-line';

const placeOf = (row: BookingDocumentRow) => venueLine(row) ?? (row.online_link ? `Online: ${row.online_link}` : 'Online');

/** A subscribed calendar (the calendar feed) has a name of its own and tells the app how often to fetch it again. */
export interface SubscribedCalendar {
  name: string;
  refreshSeconds: number;
}

/**
 * An iCalendar file (RFC 5545) of the given bookings (those that hold or wait for a seat: a place
 * on the waiting list or awaiting approval is tentative): one event per session, so that a course on
 * two afternoons shows as two appointments. The UIDs are stable, so importing again updates. The
 * downloads and the calendar feed both write with it: an entry looks the same in either.
 */
export function bookingCalendar(rows: readonly BookingDocumentRow[], host: string, subscribed?: SubscribedCalendar): string {
  const calendar = ical({
    name: subscribed?.name ?? 'Fortbildungen',
    prodId: { company: 'Land Schleswig-Holstein', product: 'FOBU-Portal', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: 'Europe/Berlin',
    ttl: subscribed?.refreshSeconds ?? null,
  });
  for (const row of rows) {
    const sessions = sessionsOf(row.sitzungen);
    const parts =
      sessions.length > 0 ? sessions : row.beginn && row.ende ? [{ beginn: row.beginn.toISOString(), ende: row.ende.toISOString() }] : [];
    parts.forEach((session, index) => {
      calendar.createEvent({
        id: `${row.uid_art ?? 'anmeldung'}-${row.id}-${index + 1}@${host}`,
        start: new Date(session.beginn),
        end: new Date(session.ende),
        summary: parts.length > 1 ? `${row.titel} (Teil ${index + 1} von ${parts.length})` : row.titel,
        location: placeOf(row),
        description: [
          row.treffen ? 'Treffen Ihrer Arbeitsgruppe' : `Veranstaltungsnummer ${row.vnr}`,
          holdsSeat(row.status) ? 'Sie sind zugelassen.' : 'Ihre Teilnahme ist noch nicht bestätigt.',
          row.online_link ? `Zugang: ${row.online_link}` : null,
          `Kontakt: ${row.kontakt}`,
        ]
          .filter(Boolean)
          .join('\n'),
        status: holdsSeat(row.status) ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    });
  }
  return calendar.toString();
}
