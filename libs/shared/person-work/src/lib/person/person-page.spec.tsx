import { json, renderRoute } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import { clerk, organiser, RECORD, screensWith } from '../../testing/person-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PersonScreen } from '@fobu/person-work';

const screens = screensWith(PersonScreen);
const PATH = '/api/v1/personen/u-lk-7';

const section = (name: string) => screen.getByRole('region', { name });

describe('one person’s page', { timeout: 30_000 }, () => {
  it('shows the person with bookings, waiting place, attendance, confirmations, groups and e-mails, and the way back', async () => {
    await renderRoute('/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&q=Kiel&kennung=u-lk-7', {
      user: clerk,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === PATH ? json(RECORD) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anna Meyer' }, { timeout: 10_000 });
    screen.getByText(/Gemeinschaftsschule Kiel-Mitte · Lehrkraft/);
    const bookings = section('Anmeldungen');
    within(bookings).getByText('Mathematik digital');
    within(bookings).getByText('Warteliste, Platz 3');
    within(section('Warteliste')).getByText(/Platz 3 auf der Warteliste/);
    within(section('Anwesenheit')).getByText(/Sitzung 1: Nicht erschienen · Sitzung 2: Entschuldigt/i);
    within(section('Teilnahmebestätigungen')).getByRole('button', { name: /Teilnahmebestätigung \(PDF\)/ });
    within(section('Arbeitsgruppen')).getByText('Fachgruppe Mathematik');
    const emails = section('E-Mails des Portals');
    within(emails).getByText('Ihre Anmeldung: Mathematik digital');
    within(emails).getByText('nicht zugestellt');
    expect(screen.getByRole('link', { name: '← Zur Personensuche' }).getAttribute('href')).toBe(
      '/iqsh/verwaltung/veranstaltungssuche?q=Kiel&ansicht=personen',
    );
  });

  it('says why a booking attended below the tenant’s rule has no confirmation, instead of offering it', async () => {
    const refusal =
      'Eine Teilnahmebestätigung gibt es ab 50 % der Stunden; vermerkt ist die Teilnahme an 1 von 3 Sitzungen (1,25 von 4 Stunden).';
    const below = { ...RECORD.anmeldungen[0], teilnahmebestaetigung: false, bestaetigungHinweis: refusal };
    await renderRoute('/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&kennung=u-lk-7', {
      user: clerk,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === PATH ? json({ ...RECORD, anmeldungen: [below] }) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Anna Meyer' }, { timeout: 10_000 });
    const certificates = section('Teilnahmebestätigungen');
    within(certificates).getByText(refusal);
    expect(within(certificates).queryByRole('button', { name: /Teilnahmebestätigung \(PDF\)/ })).toBeNull();
  });

  it('tells an organiser that they see only their own offers’ part, and says when a person is not theirs to see', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=personen&kennung=u-lk-7', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === PATH ? json({ ...RECORD, umfang: 'eigene', arbeitsgruppen: [], emails: [] }) : undefined),
    });
    await screen.findByText(/Sie sehen nur die Anmeldungen zu Ihren eigenen Angeboten/, undefined, { timeout: 10_000 });
    within(section('Arbeitsgruppen')).getByText('Kein Mitglied einer Arbeitsgruppe.');
  });

  it('answers a person outside the scope as not found', async () => {
    await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=personen&kennung=u-x', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) =>
        call.url.pathname === '/api/v1/personen/u-x' ? json({ error: 'not_found', message: 'Nicht gefunden.' }, 404) : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Person nicht gefunden' }, { timeout: 10_000 });
  });
});
