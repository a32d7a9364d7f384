import { cancellationDeadlinePassed, type Instant } from './booking-deadlines';
import { bookingKindOf, isActiveBooking, isCancellableState, isFinishableState } from './booking-states';

/*
 * Apart from the deadlines, which the public catalogue reads: a module is the bundler's unit, so
 * these would otherwise travel in the catalogue's chunk on a visitor's first visit.
 */

/** What the participant's own-booking rules need to know of a booking. */
export interface OwnBookingFacts {
  readonly status: string;
  readonly vtyp: string;
  readonly stornofrist: Instant | null;
  readonly selbstabschluss: boolean;
}

/** May the participant cancel this booking now: a cancellable state, before the deadline? */
export function canCancelOwn(booking: Omit<OwnBookingFacts, 'selbstabschluss'>, now: Date): boolean {
  return isCancellableState(bookingKindOf(booking.vtyp), booking.status) && !cancellationDeadlinePassed(booking.stornofrist, now);
}

/** May the participant report this booking finished: a finishable state, in a course that leaves that to them? */
export function canFinishOwn(booking: Omit<OwnBookingFacts, 'stornofrist'>): boolean {
  return booking.selbstabschluss && isFinishableState(bookingKindOf(booking.vtyp), booking.status);
}

/**
 * Does this booking take needs for taking part (docs/people-and-settings.md, "Needs for taking part"):
 * a booking of a date while it holds or waits for a place. The needs go with its end.
 */
export function takesNeeds(booking: { readonly terminId: number | null; readonly status: string }): boolean {
  return booking.terminId !== null && isActiveBooking(booking.status);
}
