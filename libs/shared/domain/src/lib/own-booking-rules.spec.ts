import { canCancelOwn, canFinishOwn } from './own-booking-rules';

const at = (iso: string) => new Date(iso);

describe('own booking actions', () => {
  const now = at('2026-11-23T10:00:00Z');
  const date = {
    vtyp: 'TERMIN',
    status: 'zugelassen',
    stornofrist: '2026-12-03T08:00:00Z',
    selbstabschluss: false,
  };
  const course = {
    vtyp: 'SLK',
    status: 'eingeschrieben',
    stornofrist: null,
    selbstabschluss: true,
  };

  it('cancels a date before its deadline, not after, and not once it ended', () => {
    expect(canCancelOwn(date, now)).toBe(true);
    expect(canCancelOwn({ ...date, stornofrist: '2026-11-23T09:59:59Z' }, now)).toBe(false);
    expect(canCancelOwn({ ...date, status: 'teilgenommen' }, now)).toBe(false);
  });

  it('withdraws an enrolment until the course is finished', () => {
    expect(canCancelOwn(course, now)).toBe(true);
    expect(canCancelOwn({ ...course, status: 'abgeschlossen' }, now)).toBe(false);
  });

  it('finishes a course only where the course leaves that to its participants', () => {
    expect(canFinishOwn(course)).toBe(true);
    expect(canFinishOwn({ ...course, selbstabschluss: false })).toBe(false);
    expect(canFinishOwn({ ...course, status: 'abgeschlossen' })).toBe(false);
    expect(canFinishOwn({ ...date, selbstabschluss: true })).toBe(false);
  });
});
