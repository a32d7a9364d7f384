import type { Termin } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';
import { seatsOf } from './labels';

/** Dates in the districts asked for (a deep link's or the list's `kreis`) first, each group by date. */
export function orderDates(termine: readonly Termin[], kreis: string | undefined): Termin[] {
  const preferred = kreis?.split(',') ?? [];
  const rank = (termin: Termin) => (termin.ort && preferred.includes(termin.ort.kreis) ? 0 : 1);
  return [...termine].sort((a, b) => rank(a) - rank(b) || Date.parse(a.beginn) - Date.parse(b.beginn));
}

/** Whether a date can be booked now: published, seats or waiting list, inside its booking window. */
export function isOpenForBooking(termin: Termin, now: Date): boolean {
  return (
    (termin.status === 'buchbar' || termin.status === 'ausgebucht') &&
    seatsOf(termin).tone !== 'full' &&
    Date.parse(termin.anmeldebeginn) <= now.getTime() &&
    Date.parse(termin.anmeldeschluss) > now.getTime()
  );
}

/** The booking window of a date as a reader needs it now. */
export function bookingWindow(termin: Termin, now: Date): string {
  if (Date.parse(termin.anmeldebeginn) > now.getTime()) return `Anmeldung ab ${formatShortDay(termin.anmeldebeginn)}`;
  if (Date.parse(termin.anmeldeschluss) <= now.getTime()) return 'Anmeldeschluss vorbei';
  const cancelling = Date.parse(termin.stornofrist) > now.getTime() ? `Stornierung bis ${formatShortDay(termin.stornofrist)}` : 'keine Stornierung mehr möglich';
  return `Anmeldeschluss ${formatShortDay(termin.anmeldeschluss)}, ${cancelling}`;
}
