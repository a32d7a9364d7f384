import { BOOKING_STATE_LABELS, BOOKING_STATE_PHRASES, BOOKING_STATE_TONES } from './booking-state-labels';
import {
  attendanceStateOf,
  ATTENDANCE_PENDING_STATES,
  BOOKING_STATES,
  bookingKindOf,
  hasAttended,
  isActiveBooking,
  isCancellableState,
  isFinishableState,
  managesBookings,
  type BookingState,
} from './booking-states';

/** What each state allows, written out by hand from docs/domain-model.md, so that a changed list fails here. */
const EXPECTED: Record<
  BookingState,
  {
    active: boolean;
    cancel: { date: boolean; course: boolean };
    finish: { date: boolean; course: boolean };
    attended: boolean;
  }
> = {
  angemeldet: {
    active: true,
    cancel: { date: true, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  wartet_auf_genehmigung: {
    active: true,
    cancel: { date: true, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  zugelassen: {
    active: true,
    cancel: { date: true, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  warteliste: {
    active: true,
    cancel: { date: true, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  nicht_zugelassen: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  storniert: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  abgesagt: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  teilgenommen: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: true,
  },
  nicht_erschienen: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  entschuldigt: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: false,
  },
  eingeschrieben: {
    active: true,
    cancel: { date: false, course: true },
    finish: { date: false, course: true },
    attended: false,
  },
  abgeschlossen: {
    active: false,
    cancel: { date: false, course: false },
    finish: { date: false, course: false },
    attended: true,
  },
};

describe('booking states', () => {
  it.each(BOOKING_STATES)('%s: active, cancellable and finishable per kind as the domain model says', (state) => {
    const expected = EXPECTED[state];
    expect(isActiveBooking(state)).toBe(expected.active);
    expect(hasAttended(state)).toBe(expected.attended);
    for (const kind of ['date', 'course'] as const) {
      expect(isCancellableState(kind, state), `cancel ${kind}`).toBe(expected.cancel[kind]);
      expect(isFinishableState(kind, state), `finish ${kind}`).toBe(expected.finish[kind]);
    }
  });

  it('gives every state a badge label, a phrase for sentences and a tone', () => {
    for (const state of BOOKING_STATES) {
      expect(BOOKING_STATE_LABELS[state]).toMatch(/^[A-ZÄÖÜ]/);
      expect(BOOKING_STATE_PHRASES[state]).toMatch(/^[a-zäöü]/);
      expect(['waiting', 'confirmed', 'ended', 'done']).toContain(BOOKING_STATE_TONES[state]);
    }
    // Active states look pending or confirmed; the others ended or done.
    for (const state of BOOKING_STATES) expect(['waiting', 'confirmed'].includes(BOOKING_STATE_TONES[state])).toBe(isActiveBooking(state));
  });

  it('leaves the attendance of admitted people to record after a date, and of no one else', () => {
    expect(ATTENDANCE_PENDING_STATES).toEqual(['zugelassen']);
  });

  it('knows a self-learning course from a date booking', () => {
    expect(bookingKindOf('SLK')).toBe('course');
    expect(bookingKindOf('TERMIN')).toBe('date');
    expect(bookingKindOf('ABRUF')).toBe('date');
  });

  it('rejects what is no state at all', () => {
    expect(isActiveBooking('gebucht')).toBe(false);
    expect(isCancellableState('date', 'gebucht')).toBe(false);
  });
});

describe('attendanceStateOf', () => {
  it('takes part with one attended session, is excused only when every recorded session is, and is absent otherwise', () => {
    expect(attendanceStateOf([])).toBe('zugelassen');
    expect(attendanceStateOf(['nicht_erschienen', 'teilgenommen'])).toBe('teilgenommen');
    expect(attendanceStateOf(['entschuldigt', 'entschuldigt'])).toBe('entschuldigt');
    expect(attendanceStateOf(['entschuldigt', 'nicht_erschienen'])).toBe('nicht_erschienen');
  });
});

describe('managesBookings', () => {
  it('lets organisers and the administration change bookings, not quality control or participants', () => {
    expect(['veranstaltungsleiter', 'verwaltung', 'administrator'].every(managesBookings)).toBe(true);
    expect(['qualitaetskontrolle', 'controlling', 'lehrkraft'].some(managesBookings)).toBe(false);
  });
});
