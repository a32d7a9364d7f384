import type { LoggedInUser } from '@fobu/auth';
import { json, renderRoute } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import { dienstpostenScreens } from './dienstposten-screens';

const dutyPost: LoggedInUser = {
  uid: 'u-7',
  email: '',
  salutation: '',
  vorname: 'Dorte',
  name: 'Dienst',
  dstnr: '0310000',
  dstnrMitarbeiter: '',
  roles: ['dienstposten'],
  activeRole: 'dienstposten',
  mandant: 'iqsh',
};

const overview = {
  dienststelle: { dstnr: '0310000', name: 'Schulamt des Kreises Plön', kreise: [{ key: 'ploen', name: 'Plön' }], landesweit: false },
  von: '2026-08-01',
  bis: '2027-07-31',
  termine: {
    items: [
      {
        id: 7,
        vnr: 'IQ240007',
        titel: 'Lesen lernen',
        beginn: '2026-09-10T07:00:00Z',
        ende: '2026-09-10T11:00:00Z',
        ort: 'Lernort Plön, Plön',
        status: 'durchgefuehrt',
        maxPlaetze: 20,
        zugelassen: 18,
        warteliste: 2,
        teilgenommen: 16,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 25,
  },
  // Two schools of one name: only their numbers tell them apart.
  schulen: [
    { dstnr: '0110001', name: 'Grundschule Preetz', schulart: 'Grundschule', kreis: 'Plön', teilnehmende: 4, teilnahmen: 5 },
    { dstnr: '0110002', name: 'Grundschule Preetz', schulart: 'Grundschule', kreis: 'Plön', teilnehmende: 1, teilnahmen: 1 },
  ],
  abrufanfragen: [],
  arbeitsgruppen: [{ dstnr: '0110002', name: 'Grundschule Preetz', kreis: 'Plön', mitglieder: 3, gruppen: 2, stunden: 12.5 }],
};

describe('the duty post’s dashboard, rendered through its route', { timeout: 30_000 }, () => {
  it('names the office and its area, and shows the counts of its period from the URL', async () => {
    const { calls } = await renderRoute('/iqsh/dienstposten/dpdashboard?von=2026-09-01&bis=2026-09-30', {
      user: dutyPost,
      roleGroups: { dienstposten: dienstpostenScreens },
      services: (call) => (call.url.pathname === '/api/v1/dienstposten/uebersicht' ? json(overview) : undefined),
    });
    await screen.findByText('Schulamt des Kreises Plön: zuständig für Plön.');
    // jsdom's window is narrow: each row is a card with the columns' headings as labels.
    screen.getByText('Termine in Ihrem Bereich (1)');
    screen.getByText('Lesen lernen (IQ240007)');
    screen.getByText('18 von 20');
    expect(screen.getAllByText('Grundschule Preetz')).toHaveLength(2);
    screen.getByText('Dienststelle 0110001');
    screen.getByText('Dienststelle 0110002');
    await screen.findByText('Keine Schule Ihres Bereichs hat eine offene Abrufanfrage.');
    const asked = calls.find((call) => call.url.pathname === '/api/v1/dienstposten/uebersicht');
    expect(asked?.url.searchParams.get('von')).toBe('2026-09-01');
    expect(asked?.url.searchParams.get('bis')).toBe('2026-09-30');
  });

  it('counts its schools’ members of workgroups without a name, and says when there are none', async () => {
    let answer: object = overview;
    const { router } = await renderRoute('/iqsh/dienstposten/dpdashboard', {
      user: dutyPost,
      roleGroups: { dienstposten: dienstpostenScreens },
      services: (call) => (call.url.pathname === '/api/v1/dienstposten/uebersicht' ? json(answer) : undefined),
    });
    const section = await screen.findByRole('region', { name: 'Ihre Schulen in Arbeitsgruppen' });
    within(section).getByText('Grundschule Preetz (Dienststelle 0110002)');
    within(section).getByText('12,5');
    // Each new period renders the whole dashboard again: seconds on a loaded 2-core machine.
    const afterNavigation = { timeout: 15_000 };
    answer = { ...overview, arbeitsgruppen: [] };
    await router.navigate({ to: '.', search: { von: '2026-09-01', bis: '2026-09-30' } });
    await screen.findByText('Aus den Schulen Ihres Bereichs ist niemand Mitglied einer Arbeitsgruppe.', {}, afterNavigation);
    // An older service sends no workgroups: no section.
    answer = { ...overview, arbeitsgruppen: undefined };
    await router.navigate({ to: '.', search: { von: '2026-10-01', bis: '2026-10-31' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ihre Schulen in Arbeitsgruppen' })).toBeNull(), afterNavigation);
  });

  it('says so when the person’s office number names no office', async () => {
    await renderRoute('/iqsh/dienstposten/dpdashboard', {
      user: dutyPost,
      roleGroups: { dienstposten: dienstpostenScreens },
      services: (call) =>
        call.url.pathname === '/api/v1/dienstposten/uebersicht'
          ? json({ ...overview, dienststelle: null, termine: { ...overview.termine, items: [], total: 0 }, schulen: [] })
          : undefined,
    });
    await screen.findByText(/Ihrer Dienststellennummer 0310000 ist keine Dienststelle/);
  });
});
