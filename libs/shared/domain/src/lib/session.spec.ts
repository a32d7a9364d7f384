import { ROLES } from './roles';
import { ACTIVITY_REPORT_SECONDS, serverIdleLimitSeconds, sessionLengthSeconds } from './session';

describe('session lengths (spec section 6)', () => {
  it('gives 900 s to the roles the spec lists and 5400 s to the others', () => {
    const short = ROLES.filter((role) => sessionLengthSeconds(role) === 900);
    const long = ROLES.filter((role) => sessionLengthSeconds(role) === 5400);
    expect(long).toEqual(['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung', 'administrator']);
    expect(short).toHaveLength(12);
  });

  it('gives 5400 s when nobody is signed in', () => {
    expect(sessionLengthSeconds()).toBe(5400);
  });
});

describe('the server-side idle limit', () => {
  it('outlasts the browser’s time-out by more than one late activity report', () => {
    for (const role of ROLES) {
      expect(serverIdleLimitSeconds(role) - sessionLengthSeconds(role)).toBeGreaterThan(ACTIVITY_REPORT_SECONDS);
    }
    expect(serverIdleLimitSeconds('lehrkraft')).toBe(1020);
    expect(serverIdleLimitSeconds('verwaltung')).toBe(5520);
  });
});
