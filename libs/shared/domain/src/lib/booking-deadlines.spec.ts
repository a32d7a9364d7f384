import { admissionByHandPossible, bookingWindowOf, cancellationDeadlinePassed } from './booking-deadlines';
import { formatShortDay, formatTime } from './german-dates';

const at = (iso: string) => new Date(iso);

describe('cancellation deadline', () => {
  // 3 December 2026, 23:59 in Kiel (CET, UTC+1): what a reader sees as "bis zum 03.12.2026, 23:59 Uhr".
  const winter = '2026-12-03T22:59:00Z';
  // 1 July 2026, 12:00 in Kiel (CEST, UTC+2).
  const summer = '2026-07-01T10:00:00Z';

  it('counts the deadline in full: cancelling is possible up to and including its instant', () => {
    expect(formatShortDay(winter)).toBe('03.12.2026');
    expect(formatTime(winter)).toBe('23:59 Uhr');
    expect(cancellationDeadlinePassed(winter, at('2026-12-03T22:58:59.999Z'))).toBe(false);
    expect(cancellationDeadlinePassed(winter, at(winter))).toBe(false);
    expect(cancellationDeadlinePassed(winter, at('2026-12-03T22:59:00.001Z'))).toBe(true);
    // Midnight in Kiel is the next German day, already past the deadline, though still 3 December in UTC.
    expect(cancellationDeadlinePassed(winter, at('2026-12-03T23:00:00Z'))).toBe(true);
  });

  it('holds in summer time too, where Kiel is two hours ahead of UTC', () => {
    expect(formatTime(summer)).toBe('12:00 Uhr');
    expect(cancellationDeadlinePassed(summer, at('2026-07-01T10:00:00Z'))).toBe(false);
    expect(cancellationDeadlinePassed(summer, at('2026-07-01T10:00:01Z'))).toBe(true);
    // 12:00 Kiel time is not 12:00 UTC: the deadline is long past by then.
    expect(cancellationDeadlinePassed(summer, at('2026-07-01T12:00:00Z'))).toBe(true);
  });

  it('reads deadlines given as Date as well (the back end reads them from the database)', () => {
    expect(cancellationDeadlinePassed(new Date(winter), at('2026-12-04T00:00:00Z'))).toBe(true);
  });

  it('has none for a course', () => {
    expect(cancellationDeadlinePassed(null, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('booking window', () => {
  const termin = {
    anmeldebeginn: '2026-10-31T23:00:00Z',
    anmeldeschluss: '2026-12-01T22:59:59Z',
  };

  it('is not yet open before Anmeldebeginn, open from it through Anmeldeschluss, closed after', () => {
    expect(bookingWindowOf(termin, at('2026-10-31T22:59:59.999Z'))).toBe('not_yet');
    expect(bookingWindowOf(termin, at(termin.anmeldebeginn))).toBe('open');
    expect(bookingWindowOf(termin, at('2026-11-20T10:00:00Z'))).toBe('open');
    expect(bookingWindowOf(termin, at(termin.anmeldeschluss))).toBe('open');
    expect(bookingWindowOf(termin, at('2026-12-01T23:00:00Z'))).toBe('closed');
  });

  it('opens at midnight in Kiel, which is the evening before in UTC', () => {
    expect(formatShortDay(termin.anmeldebeginn)).toBe('01.11.2026');
    expect(bookingWindowOf(termin, at('2026-10-31T23:30:00Z'))).toBe('open');
  });
});

describe('admission by hand', () => {
  const termin = { status: 'buchbar', ende: '2027-03-12T15:00:00Z' };
  it('is possible until the date has ended, also once it has begun, and never on a cancelled date', () => {
    expect(admissionByHandPossible(termin, new Date('2027-03-12T09:30:00Z'))).toBe(true);
    expect(admissionByHandPossible(termin, new Date('2027-03-12T15:00:00Z'))).toBe(false);
    expect(admissionByHandPossible({ ...termin, status: 'abgesagt' }, new Date('2027-03-01T09:00:00Z'))).toBe(false);
  });
});
