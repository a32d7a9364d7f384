import type { PersonAnmeldung } from '@fobu/api-contract';
import { formatDay, formatShortDay, formatTimeRange } from '@fobu/domain';

/** When the booked date is: its day and hours, or its days where it runs over several; a course has none. */
export function bookingWhen(booking: Pick<PersonAnmeldung, 'beginn' | 'ende'>): string {
  if (!booking.beginn) return 'Selbstlernkurs, ohne Termin';
  if (!booking.ende) return formatDay(booking.beginn);
  return formatShortDay(booking.beginn) === formatShortDay(booking.ende)
    ? `${formatDay(booking.beginn)}, ${formatTimeRange(booking.beginn, booking.ende)}`
    : `${formatShortDay(booking.beginn)} bis ${formatShortDay(booking.ende)}`;
}

/** Where: the place as one line, online, or nothing for a course. */
export const bookingWhere = (booking: Pick<PersonAnmeldung, 'beginn' | 'ort'>): string | null =>
  booking.ort ?? (booking.beginn ? 'Online' : null);
