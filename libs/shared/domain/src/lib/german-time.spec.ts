import { describe, expect, it } from 'vitest';
import { instantInGermany, timeInGermany } from './german-time';

describe('instantInGermany and timeInGermany', () => {
  it('reads a day and time as Kiel means them, in winter and in summer time', () => {
    expect(instantInGermany('2026-12-10', '09:00')).toBe('2026-12-10T08:00:00.000Z');
    expect(instantInGermany('2027-07-01', '09:00')).toBe('2027-07-01T07:00:00.000Z');
  });

  it('gives back the wall-clock time it read', () => {
    expect(timeInGermany(new Date(instantInGermany('2027-03-29', '18:30')))).toBe('18:30');
    expect(timeInGermany(new Date('2026-12-10T23:15:00Z'))).toBe('00:15');
  });
});
