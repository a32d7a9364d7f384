import { openedBranch } from './opened-screen';

describe('openedBranch', () => {
  it('reads a role screen with its search, validated as its route validates it', () => {
    expect(openedBranch('/iqsh/veranstaltungsleiter/vldashboard', '')).toEqual({
      tenant: 'iqsh',
      role: 'veranstaltungsleiter',
      screen: { name: 'vldashboard', search: {} },
    });
    expect(openedBranch('/shibb/verwaltung/veranstaltungssuche', '?vnr=4711&status=unbekannt')).toMatchObject({
      tenant: 'shibb',
      role: 'verwaltung',
      screen: { name: 'veranstaltungssuche', search: { vnr: '4711' } },
    });
    expect(openedBranch('/iqsh/lehrkraft/dashboard/', '?vnr=12')?.screen).toEqual({ name: 'dashboard', search: { vnr: '12' } });
  });

  it('gives the branch without a screen where the address names none the role has', () => {
    expect(openedBranch('/iqsh/controlling', '')).toEqual({ tenant: 'iqsh', role: 'controlling' });
    expect(openedBranch('/iqsh/lehrkraft/vldashboard', '')).toEqual({ tenant: 'iqsh', role: 'lehrkraft' });
    expect(openedBranch('/iqsh/lehrkraft/dashboard/zu/tief', '')).toEqual({ tenant: 'iqsh', role: 'lehrkraft' });
    expect(openedBranch('/iqsh/controlling/unsubscribe/u-1', '')).toEqual({ tenant: 'iqsh', role: 'controlling' });
  });

  it('gives nothing outside the role branches', () => {
    for (const path of ['/', '/iqsh', '/iqsh/veranstaltungstermine', '/anderer/lehrkraft/dashboard', '/unsubscribe/u-1'])
      expect(openedBranch(path, '')).toBeUndefined();
  });
});
