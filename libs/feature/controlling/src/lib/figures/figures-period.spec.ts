import { figuresQueryOf, periodProblem, schoolYearOf } from './figures-period';

describe('the figures’ period', () => {
  it('is the current school year in Germany when the URL names none', () => {
    expect(figuresQueryOf({}, new Date('2026-11-25T10:00:00Z'))).toEqual({ von: '2026-08-01', bis: '2027-07-31' });
    // 31 July, 23:30 in Kiel is still the old school year; an hour later the new one.
    expect(figuresQueryOf({}, new Date('2027-07-31T21:30:00Z'))).toMatchObject({ von: '2026-08-01' });
    expect(figuresQueryOf({}, new Date('2027-07-31T22:30:00Z'))).toMatchObject({ von: '2027-08-01' });
  });

  it('keeps the URL’s filters, completes half a period from its school year and turns a reversed one round', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(figuresQueryOf({ von: '2025-01-01', bis: '2025-03-31', kreis: 'kiel', vtyp: 'TERMIN' }, now)).toEqual({
      von: '2025-01-01',
      bis: '2025-03-31',
      kreis: 'kiel',
      vtyp: 'TERMIN',
    });
    expect(figuresQueryOf({ von: '2028-01-10' }, now)).toMatchObject({ von: '2028-01-10', bis: '2028-07-31' });
    expect(figuresQueryOf({ bis: '2024-02-01' }, now)).toMatchObject({ von: '2023-08-01', bis: '2024-02-01' });
    expect(figuresQueryOf({ von: '2026-12-01', bis: '2026-09-01' }, now)).toMatchObject({ von: '2026-09-01', bis: '2026-12-01' });
  });

  it('names a school year as schools write it', () => {
    expect(schoolYearOf('2026-08-01').name).toBe('Schuljahr 2026/27');
  });

  it('says before asking the service that a period is too long', () => {
    expect(periodProblem({ von: '2016-01-01', bis: '2027-07-31' })).toBe('Der Zeitraum darf höchstens zehn Jahre umfassen.');
    expect(periodProblem({ von: '2026-08-01', bis: '2027-07-31' })).toBeUndefined();
  });
});
