import { PDFDocument } from 'pdf-lib';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let teacher: string;

beforeAll(async () => {
  backend = await startTestBackend();
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  teacher = (await signIn(backend, 'lehrkraft.iqsh', 'iqsh')).access_token;
});
afterAll(() => backend?.close());

const raw = async (path: string, user?: string) => {
  const token = await serviceToken(backend, 'forms');
  return fetch(`${backend.urls.forms}${path}${path.includes('?') ? '&' : '?'}scope=serviceformix`, {
    headers: { authorization: `Bearer ${token}`, ...(user ? { 'x-user-authorization': `Bearer ${user}` } : {}) },
  });
};
const myBookings = async () =>
  (await forms('/api/v1/anmeldungen/meine', { user: teacher })).json.items as {
    id: number;
    status: string;
    vnr: string;
    titel: string;
    terminId: number | null;
  }[];

describe('calendar files', () => {
  it('hold one event per session of every date the person holds or waits for, and nothing else', async () => {
    const response = await raw('/api/v1/anmeldungen/meine.ics', teacher);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const bookings = await myBookings();
    const held = bookings.filter(
      (b) => ['zugelassen', 'warteliste', 'wartet_auf_genehmigung', 'angemeldet'].includes(b.status) && b.terminId,
    );
    for (const booking of held) expect(text).toContain(`Veranstaltungsnummer ${booking.vnr}`);
    const cancelled = bookings.find((b) => b.status === 'storniert')!;
    expect(text).not.toContain(`UID:anmeldung-${cancelled.id}-`);
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toContain('STATUS:CONFIRMED');
  });

  it('give one date alone, and refuse other people’s bookings', async () => {
    const [admitted] = (await myBookings()).filter((b) => b.status === 'zugelassen');
    const one = await (await raw(`/api/v1/anmeldungen/${admitted.id}/kalender.ics`, teacher)).text();
    expect(one.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(1);
    expect(one).toContain(`UID:anmeldung-${admitted.id}-1@`);
    const other = (await signIn(backend, 'lehrkraft.shibb', 'shibb')).access_token;
    expect((await raw(`/api/v1/anmeldungen/${admitted.id}/kalender.ics`, other)).status).toBe(404);
    expect((await raw('/api/v1/anmeldungen/meine.ics')).status).toBe(401);
  });
});

describe('confirmation of attendance', () => {
  it('is a PDF naming the person, the course and its hours, for an attended date only', async () => {
    const bookings = await myBookings();
    const attended = bookings.find((b) => b.status === 'teilgenommen')!;
    const response = await raw(`/api/v1/anmeldungen/${attended.id}/teilnahmebestaetigung.pdf`, teacher);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Teilnahmebestätigung: ${attended.titel}`);
    expect(pdf.getSubject()).toMatch(
      new RegExp(
        `^Frau Anna Beispiel hat (am \\d\\d\\.\\d\\d\\.\\d{4}|vom \\d\\d\\.\\d\\d\\.\\d{4} bis \\d\\d\\.\\d\\d\\.\\d{4}) an der Fortbildung „.+“ \\(Veranstaltungsnummer ${attended.vnr}\\) im Umfang von \\d+ Stunden teilgenommen\\.$`,
      ),
    );

    const admitted = bookings.find((b) => b.status === 'zugelassen')!;
    const refused = await raw(`/api/v1/anmeldungen/${admitted.id}/teilnahmebestaetigung.pdf`, teacher);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Eine Teilnahmebestätigung gibt es erst, wenn Ihre Teilnahme vermerkt ist.',
    );
  });
});
