import { roleScreenSearchParser } from './role-screen-search';

describe('a dashboard’s settings view', () => {
  it('is taken by every role’s dashboard, beside the dashboard’s own params', () => {
    for (const screen of ['dashboard', 'vldashboard', 'qkdashboard', 'vwdashboard', 'addashboard', 'dpdashboard', 'ctdashboard'] as const)
      expect(roleScreenSearchParser(screen)({ ansicht: 'einstellungen' })).toEqual({ ansicht: 'einstellungen' });
    expect(roleScreenSearchParser('dashboard')({ ansicht: 'einstellungen', arbeitsgruppe: '7' })).toEqual({
      ansicht: 'einstellungen',
      arbeitsgruppe: 7,
    });
  });

  it('is dropped when unknown, and on a screen that is no dashboard', () => {
    expect(roleScreenSearchParser('vldashboard')({ ansicht: 'verwaltung' })).toEqual({});
    expect(roleScreenSearchParser('hilfe')({ ansicht: 'einstellungen' })).toEqual({});
  });
});
