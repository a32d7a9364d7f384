import type { Termin } from '@fobu/api-contract';
import { bookingWindowOf, cancellationDeadlinePassed, formatShortDay } from '@fobu/domain';
import { seatsOf } from './labels';

/** Dates in the districts asked for (a deep link's or the list's `kreis`) first, each group by date. */
export function orderDates(termine: readonly Termin[], kreis: string | undefined): Termin[] {
  const preferred = kreis?.split(',') ?? [];
  const rank = (termin: Termin) => (termin.ort && preferred.includes(termin.ort.kreis) ? 0 : 1);
  return [...termine].sort((a, b) => rank(a) - rank(b) || Date.parse(a.beginn) - Date.parse(b.beginn));
}

/** Whether a date can be booked now: published, seats or waiting list, inside its booking window (the shared rule of @fobu/domain). */
export function isOpenForBooking(termin: Termin, now: Date): boolean {
  return (
    (termin.status === 'buchbar' || termin.status === 'ausgebucht') &&
    seatsOf(termin, now).tone !== 'full' &&
    bookingWindowOf(termin, now) === 'open'
  );
}

/** The booking window of a date as a reader needs it now. */
export function bookingWindowText(termin: Termin, now: Date): string {
  switch (bookingWindowOf(termin, now)) {
    case 'not_yet':
      return `Anmeldung ab ${formatShortDay(termin.anmeldebeginn)}`;
    case 'closed':
      return 'Anmeldeschluss vorbei';
    case 'open': {
      const cancelling = cancellationDeadlinePassed(termin.stornofrist, now)
        ? 'keine Stornierung mehr möglich'
        : `Stornierung bis ${formatShortDay(termin.stornofrist)}`;
      return `Anmeldeschluss ${formatShortDay(termin.anmeldeschluss)}, ${cancelling}`;
    }
  }
}
