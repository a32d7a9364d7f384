import type { Kennzahlen } from '@fobu/api-contract';
import type { LoggedInUser } from '@fobu/auth';
import { isoDayInGermany } from '@fobu/domain';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controllingScreens } from '../controlling-screens';
import { schoolYearOf } from './figures-period';

const controller: LoggedInUser = {
  uid: 'c-1',
  email: 'controlling@iqsh.example',
  salutation: 'Herr',
  vorname: 'Carl',
  name: 'Zähler',
  dstnr: '0100000',
  dstnrMitarbeiter: '',
  roles: ['controlling'],
  activeRole: 'controlling',
  mandant: 'iqsh',
};

const utilisation = (termine: number, plaetze: number, belegt: number) => ({ termine, plaetze, belegt, quote: belegt / plaetze });
const FIGURES: Kennzahlen = {
  anmeldungenJeMonat: [
    { monat: '2026-09', anmeldungen: 1250, storniert: 40, abgesagt: 12 },
    { monat: '2026-10', anmeldungen: 980, storniert: 21, abgesagt: 0 },
  ],
  auslastung: {
    gesamt: utilisation(3, 60, 45),
    jeAngebot: { anzahl: 2, items: [{ vnr: 'IQ240001', titel: 'Digitale Medien', ...utilisation(2, 40, 30) }] },
    jeFach: [{ fach: 'Mathematik', ...utilisation(1, 20, 15) }],
    jeKreis: [
      { kreis: 'kiel', ...utilisation(2, 40, 30) },
      { kreis: null, ...utilisation(1, 20, 15) },
    ],
    jeSchulart: [{ schulart: 'Gymnasium', ...utilisation(3, 60, 45) }],
  },
  teilnahme: [{ monat: '2026-09', teilgenommen: 30, entschuldigt: 2, nichtErschienen: 8, offen: 0, nichtErschienenQuote: 0.2 }],
  stornierungen: [{ vtyp: 'TERMIN', anmeldungen: 2230, storniert: 61, abgesagt: 12, quote: 0.0327 }],
  wartelisten: [{ monat: '2026-09', warteliste: 4, nachgerueckt: 3, nichtZugelassen: 1 }],
  abrufanfragen: [],
  arbeitsgruppen: {
    jeStatus: [
      { status: 'aktiv', gruppen: 4 },
      { status: 'ruhend', gruppen: 1 },
      { status: 'aufgeloest', gruppen: 2 },
    ],
    treffenJeMonat: [{ monat: '2026-09', gehalten: 6, abgesagt: 1 }],
    stundenJeKreis: [
      { kreis: 'ploen', mitglieder: 12, teilnahmen: 30, stunden: 67.5 },
      { kreis: null, mitglieder: 1, teilnahmen: 2, stunden: 4 },
    ],
    stundenJeFach: [],
  },
};

const figureCalls = (calls: readonly ServiceCall[]) => calls.filter((call) => call.url.pathname === '/api/v1/kennzahlen');

/** A chart's table, by its name, as rows of cell texts (the row heading first). */
function tableRows(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('controlling’s figures, rendered through their route', { timeout: 30_000 }, () => {
  it('asks for the current school year and shows each figure as a chart with its table', async () => {
    const { calls } = await renderRoute('/iqsh/controlling/ctdashboard', {
      user: controller,
      roleGroups: { controlling: controllingScreens },
      services: (call) => (call.url.pathname === '/api/v1/kennzahlen' ? json(FIGURES) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Übersicht Controlling' });
    await screen.findByRole('table', { name: 'Anmeldungen je Monat' });
    const year = schoolYearOf(isoDayInGermany(new Date()));
    expect(Object.fromEntries(figureCalls(calls)[0].url.searchParams)).toMatchObject({ von: year.von, bis: year.bis });
    screen.getByText(`Voreingestellt ist das laufende ${year.name}.`);
    expect(tableRows('Anmeldungen je Monat')).toEqual([
      ['Sept. 2026', '1.250', '40', '12'],
      ['Okt. 2026', '980', '21', '0'],
    ]);
    expect(tableRows('Auslastung je Kreis')).toEqual([
      ['Kiel', '75 %'],
      ['Online (ohne Ort)', '75 %'],
    ]);
    screen.getByText('Insgesamt 45 von 60 Plätzen belegt (75 %) in 3 Terminen.');
    expect(tableRows('Auslastung der 2 Angebote mit den meisten Plätzen')[0]).toEqual(['IQ240001 Digitale Medien', '75 %']);
    expect(tableRows('Teilnahme je Monat')).toEqual([['Sept. 2026', '30', '2', '8', '0']]);
    screen.getByText('Nicht erschienen: 20 % der erfassten Teilnahmen.');
    // Nothing to count: a sentence instead of an empty chart, the download still there.
    screen.getByText('Im gewählten Zeitraum hat keine Schule ein Angebot angefragt.');
    expect(screen.getAllByRole('button', { name: /Als Excel-Datei herunterladen/ })).toHaveLength(13);
  });

  it('shows the workgroups’ figures, counts and hours only, and none from an older service', async () => {
    let figures: Kennzahlen = FIGURES;
    const { router, calls } = await renderRoute('/iqsh/controlling/ctdashboard', {
      user: controller,
      roleGroups: { controlling: controllingScreens },
      services: (call) => (call.url.pathname === '/api/v1/kennzahlen' ? json(figures) : undefined),
    });
    const section = await screen.findByRole('region', { name: 'Arbeitsgruppen' });
    within(section).getByText(/^7 Arbeitsgruppen im Zeitraum, heute 4 aktiv, 1 ruhend, 2 aufgelöst\./);
    expect(tableRows('Arbeitsgruppen je Status')).toEqual([
      ['Aktiv', '4'],
      ['Ruhend', '1'],
      ['Aufgelöst', '2'],
    ]);
    expect(tableRows('Treffen je Monat')).toEqual([['Sept. 2026', '6', '1']]);
    expect(tableRows('Mitgliederstunden je Kreis')).toEqual([
      ['Plön', '12', '30', '67,5'],
      ['Schule nicht bekannt', '1', '2', '4'],
    ]);
    // No attendance by subject: a sentence, the download still there.
    within(section).getByText('Im gewählten Zeitraum ist keine Teilnahme an einem Treffen erfasst, die zu den Filtern passt.');
    expect(within(section).getAllByRole('button', { name: /Als Excel-Datei herunterladen/ })).toHaveLength(4);

    figures = { ...FIGURES, arbeitsgruppen: undefined };
    await router.navigate({ to: '.', search: { von: '2025-01-01', bis: '2025-03-31' } });
    await waitFor(() => expect(figureCalls(calls).at(-1)?.url.searchParams.get('von')).toBe('2025-01-01'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Arbeitsgruppen' })).toBeNull(), { timeout: 10_000 });
    await screen.findByRole('table', { name: 'Anmeldungen je Monat' }, { timeout: 10_000 });
  });

  it('keeps the filters in the URL and asks again for the district chosen', async () => {
    const { calls, router } = await renderRoute('/iqsh/controlling/ctdashboard?von=2025-01-01&bis=2025-03-31', {
      user: controller,
      roleGroups: { controlling: controllingScreens },
      services: (call) => (call.url.pathname === '/api/v1/kennzahlen' ? json(FIGURES) : undefined),
    });
    await screen.findByRole('table', { name: 'Anmeldungen je Monat' });
    expect((screen.getByLabelText('Zeitraum von') as HTMLInputElement).value).toBe('2025-01-01');
    await userEvent.selectOptions(screen.getByLabelText('Kreis'), 'Plön');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ von: '2025-01-01', bis: '2025-03-31', kreis: 'ploen' }));
    await waitFor(() =>
      expect(Object.fromEntries(figureCalls(calls).at(-1)?.url.searchParams ?? [])).toMatchObject({
        von: '2025-01-01',
        bis: '2025-03-31',
        kreis: 'ploen',
      }),
    );
  });

  it('asks nothing for a period longer than ten years, and says why', async () => {
    const { calls } = await renderRoute('/iqsh/controlling/ctdashboard?von=2010-01-01&bis=2026-12-31', {
      user: controller,
      roleGroups: { controlling: controllingScreens },
      services: (call) => (call.url.pathname === '/api/v1/kennzahlen' ? json(FIGURES) : undefined),
    });
    await screen.findByText('Der Zeitraum darf höchstens zehn Jahre umfassen.');
    expect(figureCalls(calls)).toEqual([]);
  });

  it('says in German when the figures cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    await renderRoute('/iqsh/controlling/ctdashboard', {
      user: controller,
      roleGroups: { controlling: controllingScreens },
      services: (call) =>
        call.url.pathname === '/api/v1/kennzahlen' ? (fail ? json({ error: 'x', message: 'Fehler' }, 503) : json(FIGURES)) : undefined,
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Wir konnten die Kennzahlen gerade nicht laden.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    // Nine charts with their tables: a while on a busy machine.
    await screen.findByRole('table', { name: 'Anmeldungen je Monat' }, { timeout: 10_000 });
  });

  it('explains the figures on the help screen', async () => {
    await renderRoute('/iqsh/controlling/hilfe', { user: controller, roleGroups: { controlling: controllingScreens } });
    await screen.findByRole('heading', { level: 1, name: 'Hilfe' });
    screen.getByRole('heading', { level: 2, name: 'Datenschutz' });
    screen.getByText('Auslastung');
  });
});
