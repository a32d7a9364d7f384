import { formatShortDay, partialAttendanceText, type AttendanceSummary } from '@fobu/domain';
import type { BookingDocumentRow } from '../documents/document-queries';
import type { DocumentFacts } from './document-register';

const day = (date: Date) => formatShortDay(date.toISOString());

/** „am 12.03.2027“ or „vom 12.03.2027 bis 14.03.2027“; null for a booking without a date (a self-learning course). */
function datesOf(row: BookingDocumentRow): string | null {
  if (!row.beginn) return null;
  return row.ende && day(row.ende) !== day(row.beginn) ? `vom ${day(row.beginn)} bis ${day(row.ende)}` : `am ${day(row.beginn)}`;
}

/** What a booking's confirmation states, and the verification page shows: the hours are those attended. */
export const confirmationFacts = (row: BookingDocumentRow, summary: AttendanceSummary): DocumentFacts => ({
  name: `${row.vorname} ${row.name}`.trim(),
  titel: row.titel,
  zeitraum: datesOf(row),
  stunden: summary.hoursAttended,
  teilweise: partialAttendanceText(summary),
});
