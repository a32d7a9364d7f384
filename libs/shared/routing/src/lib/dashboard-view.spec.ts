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

  it('keeps the member dashboard’s own views: the Fortbildungskonto and an evaluation form', () => {
    expect(roleScreenSearchParser('dashboard')({ ansicht: 'fortbildungskonto' })).toEqual({ ansicht: 'fortbildungskonto' });
    expect(roleScreenSearchParser('dashboard')({ bewertung: '12', arbeitsgruppe: 'x' })).toEqual({ bewertung: 12 });
    expect(roleScreenSearchParser('vldashboard')({ ansicht: 'fortbildungskonto' })).toEqual({});
  });

  it('is dropped when unknown, and on a screen that is no dashboard', () => {
    expect(roleScreenSearchParser('vldashboard')({ ansicht: 'verwaltung' })).toEqual({});
    expect(roleScreenSearchParser('hilfe')({ ansicht: 'einstellungen' })).toEqual({});
  });
});
