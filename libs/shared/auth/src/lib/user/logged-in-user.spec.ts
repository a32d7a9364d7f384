import { userRecord } from '../../testing/fake-identity-provider';
import { toLoggedInUser } from './logged-in-user';

describe('user record (spec section 3)', () => {
  it('keeps only FOBU roles with status 1 and puts the active role first', () => {
    const user = toLoggedInUser(
      userRecord({
        roles: [
          { application: 'FOBU', status: 1, role: 'lehrkraft' },
          { application: 'FOBU', status: 1, role: 'schulleitung' },
          { application: 'OTHER', status: 1, role: 'administrator' },
          { application: 'FOBU', status: 0, role: 'verwaltung' },
          { application: 'FOBU', status: '1', role: 'veranstaltungsleiter' },
        ],
        active_role: { role: 'schulleitung' },
      }),
      'iqsh',
    );
    expect(user?.roles).toEqual(['schulleitung', 'lehrkraft', 'veranstaltungsleiter']);
    expect(user?.activeRole).toBe('schulleitung');
    expect(user).toMatchObject({ uid: '4711', vorname: 'Anna', dstnrMitarbeiter: '0101234-17', mandant: 'iqsh' });
  });

  it('shows landerfachberater / LANDESFACHBERATER as qualitaetskontrolle (spec section 4)', () => {
    for (const name of ['landerfachberater', 'LANDESFACHBERATER']) {
      const user = toLoggedInUser(
        userRecord({ roles: [{ application: 'FOBU', status: 1, role: name }], active_role: { role: name } }),
        'shibb',
      );
      expect(user?.roles).toEqual(['qualitaetskontrolle']);
      expect(user?.activeRole).toBe('qualitaetskontrolle');
    }
  });

  it('takes the first kept role when the active one is not among them', () => {
    const user = toLoggedInUser(userRecord({ active_role: { role: 'verwaltung' } }), 'iqsh');
    expect(user?.activeRole).toBe('lehrkraft');
  });

  it('gives no user when no FOBU role with status 1 is left', () => {
    expect(toLoggedInUser(userRecord({ roles: [{ application: 'FOBU', status: 0, role: 'lehrkraft' }] }), 'iqsh')).toBeUndefined();
  });
});
