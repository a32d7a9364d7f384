import { json, renderRoute } from '@fobu/route-testing';
import { screen } from '@testing-library/react';
import { GROUP, groupServices, organiser, screensWith } from '../../testing/workgroup-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkgroupScreen } from '@fobu/workgroup-work';

const screens = screensWith(WorkgroupScreen);

const PATH = '/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=7&termin=901&terminansicht=teilnehmende';

describe('a meeting’s invitations', { timeout: 30_000 }, () => {
  it('shows who answered how, with the ways to the attendance, the check-in and back to the group', async () => {
    await renderRoute(PATH, {
      user: organiser,
      roleGroups: { organiser: screens },
      services: groupServices(GROUP, (call) =>
        call.url.pathname === '/api/v1/arbeitsgruppen/7/treffen/901/einladungen'
          ? json({
              items: [
                { anmeldungId: 5, uid: 'u-11', vorname: 'Anna', name: 'Beispiel', schule: null, antwort: 'zugesagt', status: 'zugelassen' },
                { anmeldungId: null, uid: 'u-12', vorname: 'Max', name: 'Muster', schule: null, antwort: 'offen', status: null },
              ],
            })
          : undefined,
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Zusagen: Fachgruppe Mathematik' });
    screen.getByText('Zugesagt');
    screen.getByText('Keine Antwort');
    expect(screen.getByRole('link', { name: 'Anwesenheit erfassen' }).getAttribute('href')).toContain(
      'termin=901&terminansicht=anwesenheit',
    );
    expect(screen.getByRole('link', { name: 'Einlass' }).getAttribute('href')).toContain('terminansicht=einlass');
    expect(screen.getByRole('link', { name: '← Zur Arbeitsgruppe' }).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppe=7',
    );
  });
});
