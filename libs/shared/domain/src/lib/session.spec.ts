import { ROLES } from './roles';
import { sessionLengthSeconds } from './session';

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
