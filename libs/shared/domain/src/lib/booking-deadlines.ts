/** An instant as the services send it (ISO 8601) or the back end reads it from the database. */
export type Instant = string | Date;
const time = (instant: Instant) => new Date(instant).getTime();

/**
 * Has a date's cancellation deadline (Stornofrist) passed? The deadline is an instant and counts
 * in full: cancelling is possible up to and including it. A course has none (`null`).
 */
export function cancellationDeadlinePassed(stornofrist: Instant | null, now: Date): boolean {
  return stornofrist !== null && now.getTime() > time(stornofrist);
}

/** Where a date stands in its booking window: not yet open, open, or closed. */
export type BookingWindow = 'not_yet' | 'open' | 'closed';

/** The booking window runs from Anmeldebeginn to Anmeldeschluss, both included. */
export function bookingWindowOf(termin: { readonly anmeldebeginn: Instant; readonly anmeldeschluss: Instant }, now: Date): BookingWindow {
  if (now.getTime() < time(termin.anmeldebeginn)) return 'not_yet';
  if (now.getTime() > time(termin.anmeldeschluss)) return 'closed';
  return 'open';
}

/**
 * May a place on a date still be given (a school head's approval, an organiser's admission)? Not
 * on a cancelled date, and not once it has begun: a place nobody can take up is no place.
 */
export function placesStillGiven(termin: { readonly status: string; readonly beginn: Instant }, now: Date): boolean {
  return termin.status !== 'abgesagt' && now.getTime() < time(termin.beginn);
}

/**
 * May an organiser still admit someone by hand? Until the date has ended: whoever waits at the door
 * of a date under way takes up the seat someone left empty. Approvals and the waiting list's own
 * moving up stop at the start instead (`placesStillGiven`), since nobody would learn of them in time.
 */
export function admissionByHandPossible(termin: { readonly status: string; readonly ende: Instant }, now: Date): boolean {
  return termin.status !== 'abgesagt' && now.getTime() < time(termin.ende);
}
