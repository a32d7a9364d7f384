/*
 * The booking rules, once, for the reference back end and every screen (issue 13, point 5).
 *
 * They live in @fobu/domain rather than in @fobu/api-contract because they are business rules,
 * not wire shapes: this library is framework-free and has no zod, so `@fobu/ui` (which may import
 * util libraries but must stay light) and the catalogue of the first visit can read a label or a
 * deadline without pulling in the schemas. The contract builds its `AnmeldungStatusSchema` from
 * `BOOKING_STATES`, and the back end builds its SQL lists from the arrays below.
 */

/** Booking states as the forms service stores and sends them (domain note "Anmeldungen"). */
export const BOOKING_STATES = [
  'angemeldet',
  'wartet_auf_genehmigung',
  'zugelassen',
  'warteliste',
  'nicht_zugelassen',
  'storniert',
  'abgesagt',
  'teilgenommen',
  'nicht_erschienen',
  'entschuldigt',
  'eingeschrieben',
  'abgeschlossen',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** A booking of a date (TERMIN, or the agreed date of an ABRUF) or an enrolment in a self-learning course (SLK). */
export type BookingKind = 'date' | 'course';

/** The kind of booking an offer type makes. */
export const bookingKindOf = (vtyp: string): BookingKind => (vtyp === 'SLK' ? 'course' : 'date');

/**
 * States in which a booking holds or waits for a place. A person has at most one active booking
 * per date (or course): booking again is refused as "bereits angemeldet" while one is active, and
 * the calendar lists the active ones.
 */
export const ACTIVE_BOOKING_STATES = [
  'angemeldet',
  'wartet_auf_genehmigung',
  'zugelassen',
  'warteliste',
  'eingeschrieben',
] as const satisfies readonly BookingState[];

/** States that take one of a date's seats (the date's `zugelassen` counter); attendance keeps the seat. */
export const SEAT_STATES = ['zugelassen', 'teilgenommen', 'nicht_erschienen', 'entschuldigt'] as const satisfies readonly BookingState[];

/** States that take a place on a date's waiting list (its `wartend` counter). */
export const WAITING_LIST_STATES = ['warteliste'] as const satisfies readonly BookingState[];

/**
 * States from which the participant may withdraw a booking themselves. A date's booking can be
 * cancelled while it holds or waits for a seat (and before the cancellation deadline); an
 * enrolment in a self-learning course can be withdrawn as long as the course is not finished —
 * it holds no seat and has no deadline, and whoever enrolled by mistake should not keep an open
 * course for ever.
 */
export const CANCELLABLE_STATES = {
  date: ['angemeldet', 'wartet_auf_genehmigung', 'zugelassen', 'warteliste'],
  course: ['eingeschrieben'],
} as const satisfies Readonly<Record<BookingKind, readonly BookingState[]>>;

/**
 * States from which a booking can be reported finished: an enrolment in a course. The organiser or
 * the learning platform may always do so; the participant only where the course leaves the finish
 * to its participants (`selbstabschluss`). A date's attendance is recorded by its organiser instead.
 */
export const FINISHABLE_STATES = {
  date: [],
  course: ['eingeschrieben'],
} as const satisfies Readonly<Record<BookingKind, readonly BookingState[]>>;

/** States from which an organiser or the administration may admit a date's booking to a seat (when one is free). */
export const ADMITTABLE_STATES = [
  'angemeldet',
  'wartet_auf_genehmigung',
  'warteliste',
  'nicht_zugelassen',
] as const satisfies readonly BookingState[];

/** States in which a date's attendance is recorded: the organiser marks every admitted booking so once the date has ended. */
export const ATTENDANCE_RECORDED_STATES = ['teilgenommen', 'nicht_erschienen', 'entschuldigt'] as const satisfies readonly BookingState[];

/** Seat states whose attendance is still to be recorded: after the date, these are the organiser's work left. */
export const ATTENDANCE_PENDING_STATES: readonly BookingState[] = SEAT_STATES.filter(
  (state) => !(ATTENDANCE_RECORDED_STATES as readonly BookingState[]).includes(state),
);

/**
 * The roles that change other people's bookings: the organiser those of their own offers, the
 * administration those of every offer of their tenant. Quality control reads participant lists only.
 */
export const BOOKING_MANAGING_ROLES = ['veranstaltungsleiter', 'verwaltung', 'administrator'] as const;

/** May a person in this active role change other people's bookings (where the offer is theirs to manage)? */
export const managesBookings = (role: string): boolean => (BOOKING_MANAGING_ROLES as readonly string[]).includes(role);

/** States that earn a confirmation of attendance (Teilnahmebestätigung). */
export const ATTENDED_STATES = ['teilgenommen', 'abgeschlossen'] as const satisfies readonly BookingState[];

const within = (states: readonly BookingState[], state: string) => (states as readonly string[]).includes(state);

/** Does a booking in this state hold or wait for a place? */
export const isActiveBooking = (state: string): boolean => within(ACTIVE_BOOKING_STATES, state);

/** May an organiser admit a booking in this state to a seat? */
export const isAdmittableState = (state: string): boolean => within(ADMITTABLE_STATES, state);

/** Does a booking in this state take a seat? */
export const holdsSeat = (state: string): boolean => within(SEAT_STATES, state);

/** Does a booking in this state wait on the waiting list? */
export const onWaitingList = (state: string): boolean => within(WAITING_LIST_STATES, state);

/** Has the participant of a booking in this state attended (and so a confirmation)? */
export const hasAttended = (state: string): boolean => within(ATTENDED_STATES, state);

/** May the participant withdraw a booking of this kind in this state (deadline aside)? */
export const isCancellableState = (kind: BookingKind, state: string): boolean => within(CANCELLABLE_STATES[kind], state);

/** May the participant report a booking of this kind in this state finished (the course's `selbstabschluss` aside)? */
export const isFinishableState = (kind: BookingKind, state: string): boolean => within(FINISHABLE_STATES[kind], state);

/** What is recorded for one session of a date: present, absent, or absent with an excuse. */
export type SessionAttendance = 'teilgenommen' | 'nicht_erschienen' | 'entschuldigt';

/**
 * A booking's state from the attendance recorded for its sessions: whoever attended one session
 * took part (the confirmation names the sessions); whoever missed every recorded session with an
 * excuse is excused; otherwise absent. Nothing recorded leaves the booking admitted.
 */
export function attendanceStateOf(sessions: readonly SessionAttendance[]): 'zugelassen' | SessionAttendance {
  if (sessions.length === 0) return 'zugelassen';
  if (sessions.includes('teilgenommen')) return 'teilgenommen';
  return sessions.every((state) => state === 'entschuldigt') ? 'entschuldigt' : 'nicht_erschienen';
}
