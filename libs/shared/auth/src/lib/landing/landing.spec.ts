import { ROLES, dashboardOf } from '@fobu/domain';
import { forwardingPath, safeReturnPath } from './landing';
import { roleEntryPath } from './role-entry';

describe('landing after sign-in (spec section 4)', () => {
  it('sends every role to its own entry, which leads to its dashboard', () => {
    expect(roleEntryPath('iqsh', 'verwaltung')).toBe('/iqsh/verwaltung');
    expect(roleEntryPath('shibb', 'sonstige')).toBe('/shibb/sonstige');
    for (const role of ROLES) expect(dashboardOf(role)).toBeTruthy();
  });

  it('forwards by event type: TERMIN with vnr and kreis, ABRUF and SLK with vnr only', () => {
    const entry = { vnr: '12345', kreis: 'kiel' };
    expect(forwardingPath('TERMIN', entry, 'iqsh', 'lehrkraft')).toBe('/iqsh/lehrkraft/veranstaltungstermine?vnr=12345&kreis=kiel');
    expect(forwardingPath('TERMIN', { vnr: '12345' }, 'iqsh', 'lehrkraft')).toBe('/iqsh/lehrkraft/veranstaltungstermine?vnr=12345');
    expect(forwardingPath('ABRUF', entry, 'iqsh', 'lehrkraft')).toBe('/iqsh/lehrkraft/abrufveranstaltungen?vnr=12345');
    expect(forwardingPath('SLK', entry, 'iqsh', 'lehrkraft')).toBe('/iqsh/lehrkraft/selbstlernkurse?vnr=12345');
  });

  it('forwards roles without the screen to the public page', () => {
    expect(forwardingPath('TERMIN', { vnr: '1', kreis: 'k' }, 'shibb', 'verwaltung')).toBe('/shibb/veranstaltungstermine?vnr=1&kreis=k');
  });

  it('forwards nothing without a known type or without vnr', () => {
    expect(forwardingPath(undefined, { vnr: '1' }, 'iqsh', 'lehrkraft')).toBeUndefined();
    expect(forwardingPath('KURS', { vnr: '1' }, 'iqsh', 'lehrkraft')).toBeUndefined();
    expect(forwardingPath('TERMIN', { kreis: 'kiel' }, 'iqsh', 'lehrkraft')).toBeUndefined();
  });

  it('keeps a return path only on the portal’s own origin and tenant', () => {
    const origin = 'https://portal.test';
    expect(safeReturnPath('/iqsh/lehrkraft/hilfe?x=1', origin, 'iqsh')).toBe('/iqsh/lehrkraft/hilfe?x=1');
    for (const bad of [
      'https://evil.test/iqsh/x',
      '//evil.test/iqsh/x',
      'javascript:alert(1)',
      '/shibb/lehrkraft/hilfe',
      '/iqsh/callback',
      '/\\evil.test',
      undefined,
    ]) {
      expect(safeReturnPath(bad, origin, 'iqsh')).toBeUndefined();
    }
  });
});
