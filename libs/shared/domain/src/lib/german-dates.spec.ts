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

describe('the German wall clock, written out', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options });
  const day = intl({ weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
  const shortDay = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const clock = intl({ hour: '2-digit', minute: '2-digit' });
  const leaf = intl({ day: 'numeric', month: 'short' });
  const part = (at: Date, type: Intl.DateTimeFormatPartTypes) => leaf.formatToParts(at).find((p) => p.type === type)?.value;

  /** Instants across 2024–2035 at an odd step (every hour and minute comes up), and every quarter hour of the days around each change of the clocks. */
  function instants(): Date[] {
    const list: Date[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2036, 0, 1); time += (7 * 60 + 13) * 60_000) list.push(new Date(time));
    for (let year = 2024; year < 2036; year++) {
      for (const month of [2, 9]) {
        for (let time = Date.UTC(year, month, 24); time < Date.UTC(year, month + 1, 2); time += 15 * 60_000) list.push(new Date(time));
      }
    }
    return list;
  }

  it("reads the day and the time as Intl's time zone data does, through each change of the clocks from 2024 to 2035", () => {
    const mismatches: string[] = [];
    for (const at of instants()) {
      const iso = at.toISOString();
      const [d, m, y] = shortDay.format(at).split('.');
      const expected = [
        day.format(at),
        shortDay.format(at),
        `${clock.format(at)} Uhr`,
        part(at, 'day'),
        part(at, 'month'),
        `${y}-${m}-${d}`,
      ];
      const actual = [
        formatDay(iso),
        formatShortDay(iso),
        formatTime(iso),
        calendarLeaf(iso).day,
        calendarLeaf(iso).month,
        isoDayInGermany(at),
      ];
      if (expected.join('|') !== actual.join('|')) mismatches.push(`${iso}: ${actual.join('|')} ≠ ${expected.join('|')}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('knows the hour that is skipped in March and the one that comes twice in October', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59 Uhr');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00 Uhr');
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30 Uhr');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30 Uhr');
    expect(germanWallClockAsUtc(new Date('2026-10-25T01:30:59Z')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});
