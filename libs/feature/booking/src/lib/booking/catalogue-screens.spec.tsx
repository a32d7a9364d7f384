import type { LoggedInUser } from '@fobu/auth';
import { json, renderRoute } from '@fobu/route-testing';
import { screen } from '@testing-library/react';
import { bookingScreens } from '../booking-screens';

const teacher: LoggedInUser = {
  uid: 'u-4712',
  email: '',
  salutation: '',
  vorname: 'Ben',
  name: 'Muster',
  dstnr: '',
  dstnrMitarbeiter: '',
  roles: ['lehrkraft'],
  activeRole: 'lehrkraft',
  mandant: 'shibb',
};

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the event dates in a booking branch, rendered through their route', { timeout: 30_000 }, () => {
  it('asks the forms service with the filters of the URL and says when nothing matches', async () => {
    const { calls } = await renderRoute('/shibb/lehrkraft/veranstaltungstermine?q=Mathematik&kreis=kiel&seite=2', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: ({ url }) => {
        if (url.pathname === '/api/v1/termine') return json({ items: [], total: 0, page: 2, pageSize: 20 });
        if (url.pathname === '/api/v1/filterwerte') return json({ faecher: ['Mathematik'], kennzeichen: [] });
        return undefined;
      },
    });
    await screen.findByText('Keine Termine gefunden.');
    const search = calls.find((call) => call.url.pathname === '/api/v1/termine')?.url.searchParams;
    expect(search?.get('mandant')).toBe('shibb');
    expect(search?.get('q')).toBe('Mathematik');
    expect(search?.get('kreis')).toBe('kiel');
    expect(search?.get('page')).toBe('2');
    expect((screen.getByRole('searchbox', { name: 'Suchbegriff' }) as HTMLInputElement).value).toBe('Mathematik');
  });

  it('says that an offer of a deep link does not exist, once and with the way back to the list', async () => {
    const { calls } = await renderRoute('/shibb/lehrkraft/veranstaltungstermine?vnr=SB999999', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: ({ url }) => {
        if (url.pathname === '/api/v1/angebote/SB999999') return json({ message: 'Das Angebot gibt es nicht.' }, 404);
        if (url.pathname === '/api/v1/anmeldungen/meine') return json({ items: [] });
        return undefined;
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Veranstaltung nicht gefunden' });
    screen.getByText(/Eine Veranstaltung mit der Nummer „SB999999“ gibt es nicht/);
    expect(screen.getByRole('link', { name: 'Zur Übersicht der Angebote' }).getAttribute('href')).toBe(
      '/shibb/lehrkraft/veranstaltungstermine',
    );
    // A 404 is final: the offer is not asked for again and again.
    expect(calls.filter((call) => call.url.pathname === '/api/v1/angebote/SB999999').length).toBeLessThanOrEqual(2);
  });
});
