import type { LoggedInUser } from '@fobu/auth';
import { screensOf } from '@fobu/domain';
import { renderRoute } from '@fobu/route-testing';
import type { GroupScreenModules } from '@fobu/routing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnDataSection } from './own-data-section';

const teacher: LoggedInUser = {
  uid: 'u-7',
  email: 'anna.lehrer@schule.example',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Lehrer',
  dstnr: '0101010',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
};

/** The booking screens as stand-ins: the settings view shows instead of the dashboard. */
const STAND_INS = Object.fromEntries(
  screensOf('lehrkraft').map((each) => [each, { component: () => null }]),
) as unknown as GroupScreenModules<'booking'>;

describe('„Ihre Daten“ in the settings', { timeout: 30_000 }, () => {
  it('downloads the signed-in person’s own export as PDF and JSON, under the names the service gives', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:datei');
    URL.revokeObjectURL = vi.fn();
    const asked: string[] = [];
    await renderRoute('/iqsh/lehrkraft/dashboard?ansicht=einstellungen', {
      user: teacher,
      roleGroups: { booking: STAND_INS },
      settingsScreen: OwnDataSection,
      services: ({ url }) => {
        if (!url.pathname.startsWith('/api/v1/datenauskunft')) return undefined;
        asked.push(url.pathname);
        const pdf = url.pathname.endsWith('.pdf');
        return new Response(pdf ? '%PDF-1.7' : '{}', {
          headers: {
            'content-type': pdf ? 'application/pdf' : 'application/json',
            'content-disposition': `attachment; filename="datenauskunft-2026-11-29.${pdf ? 'pdf' : 'json'}"`,
          },
        });
      },
    });
    const section = await screen.findByRole('region', { name: 'Ihre Daten' }, { timeout: 10_000 });
    within(section).getByText(/wenden Sie sich an die Verwaltung des IQSH/);
    await userEvent.click(within(section).getByRole('button', { name: /Datenauskunft als PDF/ }));
    await within(section).findByText(/datenauskunft-2026-11-29\.pdf/);
    await userEvent.click(within(section).getByRole('button', { name: /Datenauskunft als JSON-Datei/ }));
    await within(section).findByText(/datenauskunft-2026-11-29\.json/);
    expect(asked).toEqual(['/api/v1/datenauskunft.pdf', '/api/v1/datenauskunft']);
  });
});
