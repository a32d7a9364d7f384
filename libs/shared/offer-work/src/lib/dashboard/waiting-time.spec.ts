import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

describe('waitingTime', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:30:00Z', 'seit weniger als einer Stunde'],
    ['2026-11-24T10:59:00Z', 'seit einer Stunde'],
    ['2026-11-24T01:00:00Z', 'seit 11 Stunden'],
    ['2026-11-23T11:00:00Z', 'seit einem Tag'],
    ['2026-11-14T12:00:00Z', 'seit 10 Tagen'],
    ['2026-11-25T12:00:00Z', 'seit weniger als einer Stunde'],
  ])('%s → %s', (since, expected) => expect(waitingTime(since, now)).toBe(expected));
});
