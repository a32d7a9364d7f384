import type { Anmeldung } from '@fobu/api-contract';
import { TEST_BFF_RUNTIME_CONFIG, TEST_RUNTIME_CONFIG } from '@fobu/config/testing';
import { json, renderRoute, type ServiceCall } from '@fobu/route-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingScreens } from '../booking-screens';
import { dashboardServices, fakeModalDialogs, teacher } from '../testing/dashboard-fixtures';

/** The services of a teacher with no bookings yet; `bookings` may answer the bookings call otherwise. */
const services = (bookings: (call: ServiceCall) => Response = () => json({ items: [] })) =>
  dashboardServices((call: ServiceCall) => (call.url.pathname === '/api/v1/anmeldungen/meine' ? bookings(call) : undefined));

fakeModalDialogs();

/** An admitted booking of a date in two weeks, with its signed check-in code. */
const admitted: Anmeldung = {
  id: 31,
  vnr: 'IQ260101',
  terminId: 801,
  titel: 'Digitale Medien im Deutschunterricht',
  vtyp: 'TERMIN',
  beginn: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  stornofrist: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  status: 'zugelassen',
  wartelistePosition: null,
  plattformLink: null,
  selbstabschluss: false,
  angemeldetAm: new Date().toISOString(),
  geaendertAm: new Date().toISOString(),
};
const CODE = 'FOBU-EINLASS.801.31.c2lnbmF0dXI';
function servicesWithCode(call: ServiceCall) {
  if (call.url.pathname === '/api/v1/anmeldungen/31/einlass-code') return json({ code: CODE, terminId: 801 });
  return services(() => json({ items: [admitted, { ...admitted, id: 32, terminId: 802, status: 'warteliste', wartelistePosition: 2 }] }))(
    call,
  );
}

// Rendering the whole shell with the real token handling takes seconds on a busy machine.
describe('the booking dashboard, rendered through its route', { timeout: 30_000 }, () => {
  it('greets the teacher and shows their empty lists with the way to the dates', async () => {
    const { calls } = await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: services(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Meine Fortbildungen' });
    screen.getByText(/Guten Tag, Anna Beispiel\./);
    await screen.findByText(/Sie haben keine anstehenden Fortbildungen\./);
    expect(screen.getByRole('link', { name: 'Veranstaltungstermine finden' }).getAttribute('href')).toBe(
      '/iqsh/lehrkraft/veranstaltungstermine',
    );
    await screen.findByText('Sie haben keine Benachrichtigungen.');
    // In no workgroup: no section about them (nobody joins one by themselves).
    expect(screen.queryByRole('heading', { name: /Meine Arbeitsgruppen/ })).toBeNull();
    // A teacher is no school head: nobody asks for approvals or the school's requests.
    expect(calls.map((call) => call.url.pathname)).not.toContain('/api/v1/genehmigungen');
  });

  it('says in German when the bookings cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: services(() => (fail ? json({ message: 'Der Dienst ist gerade nicht erreichbar.' }, 503) : json({ items: [] }))),
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Wir konnten Ihre Anmeldungen gerade nicht laden.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText(/Sie haben keine anstehenden Fortbildungen\./);
  });

  it('shows a booking ahead with its state, what comes next and the cancellation it still allows', async () => {
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const deadline = new Date(Date.now() + 7 * 86_400_000);
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: services(() =>
        json({
          items: [
            {
              id: 31,
              vnr: 'IQ260101',
              terminId: 801,
              titel: 'Digitale Medien im Deutschunterricht',
              vtyp: 'TERMIN',
              beginn: inTwoWeeks.toISOString(),
              stornofrist: deadline.toISOString(),
              status: 'zugelassen',
              wartelistePosition: null,
              plattformLink: null,
              selbstabschluss: false,
              angemeldetAm: new Date().toISOString(),
              geaendertAm: new Date().toISOString(),
            },
          ],
        }),
      ),
    });
    const upcoming = await screen.findByRole('region', { name: /Anstehende Fortbildungen/ });
    const card = within(upcoming).getByRole('listitem');
    within(card).getByRole('link', { name: 'Digitale Medien im Deutschunterricht' });
    within(card).getByText('Zugelassen');
    within(card).getByText(/Veranstaltungsnummer IQ260101/);
    within(card).getByRole('button', { name: 'Stornieren: Digitale Medien im Deutschunterricht' });
    expect(within(upcoming).getByRole('heading', { level: 2 }).textContent).toBe('Anstehende Fortbildungen (1)');
  });

  it('offers the confirmation of an attended date, and says why there is none where attendance was below the rule', async () => {
    const past = {
      ...admitted,
      beginn: new Date(Date.now() - 14 * 86_400_000).toISOString(),
      stornofrist: null,
      status: 'teilgenommen' as const,
    };
    const refusal =
      'Eine Teilnahmebestätigung gibt es ab 50 % der Stunden; vermerkt ist Ihre Teilnahme an 1 von 3 Sitzungen (1,25 von 4 Stunden).';
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: services(() => json({ items: [past, { ...past, id: 33, titel: 'Lesen lernen', bestaetigungHinweis: refusal }] })),
    });
    const pastSection = await screen.findByRole('region', { name: /Vergangene und beendete Anmeldungen/ });
    const [attended, below] = within(pastSection).getAllByRole('listitem');
    within(attended).getByRole('button', { name: /Teilnahmebestätigung \(PDF\)/ });
    within(below).getByText(refusal);
    expect(within(below).queryByRole('button', { name: /Teilnahmebestätigung/ })).toBeNull();
  });

  it('shows the check-in code of an admitted date, drawn by the QR service, in a dialog', async () => {
    const { calls } = await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: servicesWithCode,
    });
    const upcoming = await screen.findByRole('region', { name: /Anstehende Fortbildungen/ });
    // Only the admitted booking has a code, not the one on the waiting list.
    expect(within(upcoming).getAllByRole('button', { name: /^Einlass-Code zeigen/ })).toHaveLength(1);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Einlass-Code zeigen: Digitale Medien im Deutschunterricht' }));
    const dialog = screen.getByRole('dialog', { name: 'Einlass-Code' });
    const image = await within(dialog).findByRole('img', {
      name: /^QR-Code für den Einlass zu „Digitale Medien im Deutschunterricht“ am /,
    });
    expect(image.getAttribute('src')).toBe(`https://qr.test/api/v1/qr?data=${encodeURIComponent(CODE)}&format=svg&size=320`);
    within(dialog).getByText('Zeigen Sie diesen Code am Einlass. Er gilt nur für diesen Termin und nur für Sie.');
    expect(
      calls.find((call) => call.url.pathname === '/api/v1/anmeldungen/31/einlass-code')?.request.headers.get('X-User-Authorization'),
    ).toMatch(/^Bearer /);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in BFF mode, asks everything of the BFF without a token, the QR code’s picture too', async () => {
    // jsdom has no object URLs.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:qr-code';
    URL.revokeObjectURL = vi.fn();
    const { calls } = await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      config: TEST_BFF_RUNTIME_CONFIG,
      services: (call) =>
        call.service === 'qr' ? new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }) : servicesWithCode(call),
    });
    const upcoming = await screen.findByRole('region', { name: /Anstehende Fortbildungen/ });
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Einlass-Code zeigen: Digitale Medien im Deutschunterricht' }));
    const dialog = screen.getByRole('dialog', { name: 'Einlass-Code' });
    const image = await within(dialog).findByRole('img', { name: /^QR-Code für den Einlass/ });
    expect(image.getAttribute('src')).toBe('blob:qr-code');
    const qr = calls.find((call) => call.service === 'qr');
    expect(qr && `${qr.url.pathname}${qr.url.search}`).toBe(`/api/v1/qr?data=${encodeURIComponent(CODE)}&format=svg&size=320`);
    for (const call of calls)
      expect([
        call.request.headers.get('X-FOBU-CSRF'),
        call.request.headers.get('Authorization'),
        call.request.headers.get('X-User-Authorization'),
      ]).toEqual(['1', null, null]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:qr-code');
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it('offers no check-in code where the deployment has no QR service', async () => {
    await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: servicesWithCode,
      config: { ...TEST_RUNTIME_CONFIG, services: { ...TEST_RUNTIME_CONFIG.services, qr: undefined } },
    });
    const upcoming = await screen.findByRole('region', { name: /Anstehende Fortbildungen/ });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2);
    expect(within(upcoming).queryByRole('button', { name: /Einlass-Code/ })).toBeNull();
  });
  it('changes the needs of a booking after booking, from what was given for it, and says so', async () => {
    const given = { anmeldungId: 31, barrierefreiheit: '', ernaehrung: 'vegetarisch', kinderbetreuung: '', sonstiges: '' };
    const saved: unknown[] = [];
    const { calls } = await renderRoute('/iqsh/lehrkraft/dashboard', {
      user: teacher,
      roleGroups: { booking: bookingScreens },
      services: (call) => {
        if (call.url.pathname !== '/api/v1/anmeldungen/31/bedarfe') return servicesWithCode(call);
        if (call.method !== 'PUT') return json(given);
        return call.request.json().then((needs) => (saved.push(needs), json({ anmeldungId: 31, ...needs })));
      },
    });
    const upcoming = await screen.findByRole('region', { name: /Anstehende Fortbildungen/ });
    // The admitted booking and the waiting place both take needs.
    expect(within(upcoming).getAllByRole('button', { name: /^Bedarfe angeben/ })).toHaveLength(2);
    await userEvent.click(within(upcoming).getAllByRole('button', { name: 'Bedarfe angeben: Digitale Medien im Deutschunterricht' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Bedarfe für die Teilnahme' });
    const food = await within(dialog).findByRole('textbox', { name: /^Ernährung/ });
    expect(food).toHaveProperty('value', 'vegetarisch');
    await userEvent.clear(food);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Barrierefreiheit/ }), 'Rollstuhl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bedarfe speichern' }));
    await screen.findByText('Bedarfe gespeichert');
    expect(saved).toEqual([{ barrierefreiheit: 'Rollstuhl', ernaehrung: '', kinderbetreuung: '', sonstiges: '' }]);
    expect(calls.find((call) => call.method === 'PUT')?.request.headers.get('X-User-Authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
