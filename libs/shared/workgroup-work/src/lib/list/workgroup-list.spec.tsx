import { json, renderRoute } from '@fobu/route-testing';
import { screen } from '@testing-library/react';
import { GROUP, organiser, qualityControl, screensWith } from '../../testing/workgroup-fixtures';
// The spec project reaches the screen only through its package (a relative path gives TS6305: offer-work's reference also builds it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { WorkgroupScreen } from '@fobu/workgroup-work';

const screens = screensWith(WorkgroupScreen);

const page = { items: [GROUP], total: 1, page: 1, pageSize: 20 };

describe('the workgroups’ list in the offer search', { timeout: 30_000 }, () => {
  it('shows the organiser’s own groups with state, leads, members and next meeting, and lets them create one', async () => {
    const { calls } = await renderRoute('/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppenstatus=aktiv', {
      user: organiser,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === '/api/v1/arbeitsgruppen' ? json(page) : undefined),
    });
    await screen.findByRole('heading', { level: 1, name: 'Arbeitsgruppen' });
    expect((await screen.findByRole('link', { name: 'Fachgruppe Mathematik' }, { timeout: 10_000 })).getAttribute('href')).toBe(
      '/iqsh/veranstaltungsleiter/veranstaltungssuche?ansicht=arbeitsgruppen&gruppenstatus=aktiv&gruppe=7',
    );
    expect(screen.getAllByText('Aktiv').some((element) => element.tagName === 'SPAN')).toBe(true);
    screen.getAllByText('Vera Leitung');
    screen.getByText(/: Abitur 2027$/);
    screen.getByText('1 Arbeitsgruppe gefunden');
    screen.getByRole('link', { name: 'Neue Arbeitsgruppe' });
    expect(screen.getByRole('link', { name: 'Arbeitsgruppen' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Angebote' }).getAttribute('aria-current')).toBeNull();
    const asked = calls.find((call) => call.url.pathname === '/api/v1/arbeitsgruppen')?.url.searchParams;
    expect(asked?.get('umfang')).toBe('meine');
    expect(asked?.get('status')).toBe('aktiv');
  });

  it('offers quality control no new group, and says so when nothing matches', async () => {
    await renderRoute('/iqsh/qualitaetskontrolle/veranstaltungssuche?ansicht=arbeitsgruppen&q=Chemie', {
      user: qualityControl,
      roleGroups: { organiser: screens },
      services: (call) => (call.url.pathname === '/api/v1/arbeitsgruppen' ? json({ ...page, items: [], total: 0 }) : undefined),
    });
    await screen.findByText('Keine Arbeitsgruppen passen zu Ihrer Suche.');
    expect(screen.queryByRole('link', { name: 'Neue Arbeitsgruppe' })).toBeNull();
  });
});
