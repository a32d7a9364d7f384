import { json, renderRoute } from '@fobu/route-testing';
import { screen } from '@testing-library/react';
import { clerk, organiser, qualityControl, screensWith, TEACHER } from '../../testing/person-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { PersonScreen } from '@fobu/person-work';
import { OfferWorkgroupSwitch } from '@fobu/workgroup-work/parts';

const screens = screensWith(PersonScreen);
const page = { items: [TEACHER], total: 1, page: 1, pageSize: 20 };
const SwitchOnly = () => <OfferWorkgroupSwitch current="angebote" />;

describe('the persons’ search in the offer search', { timeout: 30_000 }, () => {
  it('finds persons by the text in the URL and links each to their page, keeping the search', async () => {
    const { calls } = await renderRoute('/iqsh/verwaltung/veranstaltungssuche?ansicht=personen&q=Kiel', {
      user: clerk,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === '/api/v1/personen' ? json(page) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Personen' });
    expect((await screen.findByRole('link', { name: 'Meyer, Anna' }, { timeout: 10_000 })).getAttribute('href')).toBe(
      '/iqsh/verwaltung/veranstaltungssuche?q=Kiel&kennung=u-lk-7&ansicht=personen',
    );
    screen.getAllByText('Gemeinschaftsschule Kiel-Mitte');
    screen.getAllByText('Lehrkraft');
    screen.getByText('1 Person gefunden');
    expect((screen.getByLabelText('Name, E-Mail-Adresse oder Schule') as HTMLInputElement).value).toBe('Kiel');
    expect(screen.getByRole('link', { name: 'Personen' }).getAttribute('aria-current')).toBe('page');
    expect(calls.find((call) => call.url.pathname === '/api/v1/personen')?.url.searchParams.get('q')).toBe('Kiel');
  });

  it('lists everyone without a text of two letters, and says so when nobody matches', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=personen&q=K', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === '/api/v1/personen' ? json({ ...page, items: [], total: 0 }) : undefined),
    });
    await screen.findByText('Keine Personen passen zu Ihrer Suche.', undefined, { timeout: 10_000 });
    screen.getByText(/Die Personen Ihrer Termine und Arbeitsgruppen/);
    expect(calls.find((call) => call.url.pathname === '/api/v1/personen')?.url.searchParams.has('q')).toBe(false);
  });

  it('offers „Personen“ only to the roles that may look people up', async () => {
    await renderRoute('/iqsh/qualitaetskontrolle/veranstaltungssuche', {
      user: qualityControl,
      roleGroups: { organiser: screensWith(SwitchOnly) },
    });
    await screen.findByRole('link', { name: 'Arbeitsgruppen' });
    expect(screen.queryByRole('link', { name: 'Personen' })).toBeNull();
  });
});
