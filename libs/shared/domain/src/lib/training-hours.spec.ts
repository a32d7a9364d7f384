import { describe, expect, it } from 'vitest';
import {
  attendanceSummary,
  certificateRefusal,
  countedAttendance,
  meetsCertificateRule,
  partialAttendanceText,
  sessionHours,
} from './training-hours';

const session = (day: number, from: number, to: number) => ({
  beginn: `2027-03-0${day}T${String(from).padStart(2, '0')}:00:00+01:00`,
  ende: `2027-03-0${day}T${String(to).padStart(2, '0')}:00:00+01:00`,
});
const three = [session(1, 9, 12), session(2, 9, 12), session(3, 9, 12)];

describe('sessionHours', () => {
  it('shares the hours by length and keeps the sum exact', () => {
    expect(sessionHours(three, 9)).toEqual([3, 3, 3]);
    expect(sessionHours([session(1, 9, 11), session(2, 9, 13)], 6)).toEqual([2, 4]);
    const uneven = sessionHours(three, 10);
    expect(uneven.reduce((a, b) => a + b, 0)).toBe(10);
    expect(uneven.every((h) => Number.isInteger(h * 4))).toBe(true);
  });
  it('treats a date without a session list as one session', () => {
    expect(sessionHours([], 4)).toEqual([4]);
  });
});

describe('attendance and the certificate rule', () => {
  it('counts the sessions attended and their hours', () => {
    const summary = attendanceSummary(three, 9, ['teilgenommen', 'nicht_erschienen', 'teilgenommen']);
    expect(summary).toEqual({ sessionsAttended: 2, sessionsTotal: 3, hoursAttended: 6, hoursTotal: 9 });
    expect(partialAttendanceText(summary)).toBe('2 von 3 Sitzungen, 6 von 9 Stunden');
    expect(meetsCertificateRule(summary)).toBe(true);
  });
  it('refuses below the share and says why', () => {
    const summary = attendanceSummary(three, 9, new Map([[0, 'teilgenommen']]));
    expect(meetsCertificateRule(summary)).toBe(false);
    expect(meetsCertificateRule(summary, { basis: 'sitzungen', minShare: 0.3 })).toBe(true);
    expect(certificateRefusal(summary)).toContain('1 von 3 Sitzungen (3 von 9 Stunden)');
    expect(certificateRefusal(summary)).toContain('vermerkt ist Ihre Teilnahme');
    expect(certificateRefusal(summary, { basis: 'sitzungen', minShare: 0.5 }, 'staff')).toBe(
      'Eine Teilnahmebestätigung gibt es ab 50 % der Sitzungen; vermerkt ist die Teilnahme an 1 von 3 Sitzungen (3 von 9 Stunden).',
    );
  });
  it('states nothing partial for full attendance, and nothing earns a certificate without any', () => {
    const full = attendanceSummary([], 4, ['teilgenommen']);
    expect(partialAttendanceText(full)).toBeNull();
    expect(meetsCertificateRule(attendanceSummary([], 4, ['entschuldigt']))).toBe(false);
  });
});

describe('countedAttendance', () => {
  it('takes the sessions as recorded, and an attended booking without records as attended in full', () => {
    const recorded = new Map([[1, 'teilgenommen' as const]]);
    expect(countedAttendance(3, recorded, true)).toBe(recorded);
    expect(attendanceSummary(three, 9, countedAttendance(3, new Map(), true))).toMatchObject({ sessionsAttended: 3, hoursAttended: 9 });
    expect(attendanceSummary(three, 9, countedAttendance(3, new Map(), false))).toMatchObject({ sessionsAttended: 0, hoursAttended: 0 });
  });
});
