import type { TeilnahmeBedarfe } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import type { GroupScreenModules } from '@fobu/routing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NeedsSettings } from './needs-settings';

const teacher: LoggedInUser = {
  uid: 'u-4711',
  email: 'anna.beispiel@schule.test',
  salutation: 'Frau',
  vorname: 'Anna',
  name: 'Beispiel',
  dstnr: '0101010',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'iqsh',
};

const StandIn = () => null;
/** The booking roles' screens with the section as the dashboard. */
const screens: GroupScreenModules<'booking'> = {
  dashboard: { component: NeedsSettings },
  veranstaltungstermine: { component: StandIn },
  abrufveranstaltungen: { component: StandIn },
  selbstlernkurse: { component: StandIn },
  hilfe: { component: StandIn },
};

const SAVED: TeilnahmeBedarfe = { barrierefreiheit: '', ernaehrung: 'vegetarisch', kinderbetreuung: '', sonstiges: '' };

describe('the settings’ needs for taking part', { timeout: 30_000 }, () => {
  it('shows the saved needs and saves the changed ones whole', async () => {
    const { calls } = await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: screens },
      services: (call: ServiceCall) => {
        if (call.url.pathname !== '/api/v1/teilnahme-bedarfe') return undefined;
        return call.method === 'PUT'
          ? call.request
              .clone()
              .json()
              .then((body) => json(body))
          : json(SAVED);
      },
    });
    const section = await screen.findByRole('region', { name: 'Bedarfe für die Teilnahme' }, { timeout: 10_000 });
    const food = await within(section).findByRole('textbox', { name: /Ernährung/ });
    expect((food as HTMLTextAreaElement).value).toBe('vegetarisch');
    await userEvent.type(within(section).getByRole('textbox', { name: /Barrierefreiheit/ }), 'Stufenloser Zugang');
    await userEvent.click(within(section).getByRole('button', { name: 'Bedarfe speichern' }));
    await within(section).findByText('Ihre Bedarfe sind gespeichert.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.request.clone().json()).toEqual({ ...SAVED, barrierefreiheit: 'Stufenloser Zugang' });
  });
});
