import { ROLES } from './roles';
import { personScopeOf } from './people';

describe('personScopeOf', () => {
  it('lets the administration look up every person, an organiser their own people, and no other role anyone', () => {
    const scopes = Object.fromEntries(ROLES.map((role) => [role, personScopeOf(role)]));
    expect(scopes).toEqual({
      ...Object.fromEntries(ROLES.map((role) => [role, null])),
      verwaltung: 'alle',
      administrator: 'alle',
      veranstaltungsleiter: 'eigene',
    });
  });
});
