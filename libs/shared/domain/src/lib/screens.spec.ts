import { ROLES, roleGroupOf } from './roles';
import { dashboardOf, navigationScreensOf, roleHasScreen, screensOf } from './screens';
import { rolesOfGroup } from './role-groups';

describe('role screens (spec section 2)', () => {
  it('gives every role its own dashboard as the first screen', () => {
    expect(dashboardOf('lehrkraft')).toBe('dashboard');
    expect(dashboardOf('schulleitung')).toBe('dashboard');
    expect(dashboardOf('veranstaltungsleiter')).toBe('vldashboard');
    expect(dashboardOf('qualitaetskontrolle')).toBe('qkdashboard');
    expect(dashboardOf('verwaltung')).toBe('vwdashboard');
    expect(dashboardOf('administrator')).toBe('addashboard');
    expect(dashboardOf('controlling')).toBe('ctdashboard');
    expect(dashboardOf('dienstposten')).toBe('dpdashboard');
  });

  it('gives archive search to the administrator only', () => {
    expect(ROLES.filter((role) => roleHasScreen(role, 'archivsuche'))).toEqual(['administrator']);
  });

  it('gives the unsubscribe route to controlling only, and keeps it out of the navigation', () => {
    expect(ROLES.filter((role) => roleHasScreen(role, 'unsubscribe'))).toEqual(['controlling']);
    expect(navigationScreensOf('controlling')).not.toContain('unsubscribe');
  });

  it('gives dienstposten only a dashboard, role change and the legal and support pages', () => {
    expect(screensOf('dienstposten')).toEqual(['dpdashboard', 'rollenwechsel', 'support', 'datenschutz', 'impressum']);
  });

  it('gives the three organiser roles the same screens apart from their dashboard', () => {
    const withoutDashboard = (role: 'veranstaltungsleiter' | 'qualitaetskontrolle' | 'verwaltung') => screensOf(role).slice(1);
    expect(withoutDashboard('qualitaetskontrolle')).toEqual(withoutDashboard('veranstaltungsleiter'));
    expect(withoutDashboard('verwaltung')).toEqual(withoutDashboard('veranstaltungsleiter'));
  });

  it('gives every role the role change and the legal pages', () => {
    for (const role of ROLES) {
      for (const screen of ['rollenwechsel', 'support', 'datenschutz', 'impressum'] as const) {
        expect(roleHasScreen(role, screen)).toBe(true);
      }
    }
  });

  it('puts the ten teacher-type roles in the booking group', () => {
    expect(rolesOfGroup('booking')).toHaveLength(10);
    expect(rolesOfGroup('organiser')).toEqual(['veranstaltungsleiter', 'qualitaetskontrolle', 'verwaltung']);
    expect(roleGroupOf('administrator')).toBe('administrator');
    for (const role of rolesOfGroup('booking')) expect(screensOf(role)).toEqual(screensOf('lehrkraft'));
  });
});
