import {
  calendarLeaf,
  formatDay,
  formatLongDay,
  formatShortDay,
  formatTime,
  formatTimeRange,
  germanWallClockAsUtc,
  isoDayInGermany,
} from './german-dates';

describe('German dates', () => {
  it('writes a calendar day out as Intl does in German, in every month', () => {
    const intl = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const isoDay = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(formatLongDay(isoDay)).toBe(intl.format(new Date(`${isoDay}T00:00:00Z`)));
    }
    expect(formatLongDay('2026-11-23')).toBe('23. November 2026');
  });

  it('reads times in Kiel, summer and winter alike', () => {
    expect(formatTimeRange('2026-11-24T08:00:00+00:00', '2026-11-24T11:30:00+00:00')).toBe('09:00–12:30 Uhr');
    expect(formatTimeRange('2026-07-01T07:00:00Z', '2026-07-01T10:00:00Z')).toBe('09:00–12:00 Uhr');
    expect(formatTime('2026-07-01T12:30:00Z')).toBe('14:30 Uhr');
  });

  it('names the weekday and the day', () => {
    expect(formatDay('2026-11-24T08:00:00Z')).toBe('Di., 24.11.2026');
    expect(formatShortDay('2026-11-24T08:00:00Z')).toBe('24.11.2026');
    expect(calendarLeaf('2026-11-24T08:00:00Z')).toEqual({ day: '24', month: 'Nov.' });
  });

  it('takes the day in Germany, not in UTC, around midnight', () => {
    expect(isoDayInGermany(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(isoDayInGermany(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
  });
});

describe('germanWallClockAsUtc', () => {
  it('gives the time in Kiel in winter and in summer, to the minute', () => {
    expect(germanWallClockAsUtc(new Date('2027-01-15T08:30:45Z')).toISOString()).toBe('2027-01-15T09:30:00.000Z');
    expect(germanWallClockAsUtc(new Date('2027-07-15T22:30:00Z')).toISOString()).toBe('2027-07-16T00:30:00.000Z');
  });
});

describe('prepareGermanDateFormats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the formats beforehand, so that the first list formats without making one', async () => {
    vi.resetModules();
    const dates = await import('./german-dates');
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    } as unknown as typeof Original);
    dates.prepareGermanDateFormats();
    const prepared = made.mock.calls.length;
    expect(prepared).toBeGreaterThan(0);
    const start = '2026-11-24T08:00:00Z';
    expect([dates.formatDay(start), dates.formatShortDay(start), dates.formatTime(start), dates.calendarLeaf(start).month]).toEqual([
      'Di., 24.11.2026',
      '24.11.2026',
      '09:00 Uhr',
      'Nov.',
    ]);
    expect(made.mock.calls.length).toBe(prepared);
  });
});
