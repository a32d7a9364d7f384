import {
  bookingKindOf,
  isCancellableState,
  isFinishableState,
} from './booking-states';

/** An instant as the services send it (ISO 8601) or the back end reads it from the database. */
type Instant = string | Date;
const time = (instant: Instant) =>
  typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

/**
 * Has a date's cancellation deadline (Stornofrist) passed? The deadline is an instant and counts
 * in full: cancelling is possible up to and including it. A course has none (`null`).
 */
export function cancellationDeadlinePassed(
  stornofrist: Instant | null,
  now: Date,
): boolean {
  return stornofrist !== null && now.getTime() > time(stornofrist);
}

/** Where a date stands in its booking window: not yet open, open, or closed. */
export type BookingWindow = 'not_yet' | 'open' | 'closed';

/** The booking window runs from Anmeldebeginn to Anmeldeschluss, both included. */
export function bookingWindowOf(
  termin: { readonly anmeldebeginn: Instant; readonly anmeldeschluss: Instant },
  now: Date,
): BookingWindow {
  if (now.getTime() < time(termin.anmeldebeginn)) return 'not_yet';
  if (now.getTime() > time(termin.anmeldeschluss)) return 'closed';
  return 'open';
}

/** What the participant's own-booking rules need to know of a booking. */
export interface OwnBookingFacts {
  readonly status: string;
  readonly vtyp: string;
  readonly stornofrist: Instant | null;
  readonly selbstabschluss: boolean;
}

/** May the participant cancel this booking now: a cancellable state, before the deadline? */
export function canCancelOwn(
  booking: Omit<OwnBookingFacts, 'selbstabschluss'>,
  now: Date,
): boolean {
  return (
    isCancellableState(bookingKindOf(booking.vtyp), booking.status) &&
    !cancellationDeadlinePassed(booking.stornofrist, now)
  );
}

/** May the participant report this booking finished: a finishable state, in a course that leaves that to them? */
export function canFinishOwn(
  booking: Omit<OwnBookingFacts, 'stornofrist'>,
): boolean {
  return (
    booking.selbstabschluss &&
    isFinishableState(bookingKindOf(booking.vtyp), booking.status)
  );
}
