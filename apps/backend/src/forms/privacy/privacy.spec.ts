import {
  DatenauskunftSchema,
  DatenschutzStandSchema,
  DatenschutzVorgangSchema,
  KennzahlenSchema,
  TeilnehmendeListSchema,
} from '@fobu/api-contract';
import { ERASED_PERSON_NAME } from '@fobu/domain';
import ExcelJS from 'exceljs';
import type { RunningBackend } from '../../server';
import { formsBackendWith, publishedOffer } from '../../test-support/date-work';
import { authorizeCode, serviceToken } from '../../test-support/harness';

/*
 * Data protection (docs/people-and-settings.md, "Data protection (DSGVO)"): the data export, its
 * own and the administration's, and erasure on request with its second confirmation.
 */

const tokens: Record<string, string> = {};
const USERS = ['verwaltung.iqsh', 'administrator.iqsh', 'verwaltung.shibb', 'veranstaltungsleiter.iqsh', 'controlling.iqsh'] as const;

let backend: RunningBackend;
let forms: Awaited<ReturnType<typeof formsBackendWith>>['forms'];
let who: Awaited<ReturnType<typeof formsBackendWith>>['who'];
let service: string;
type Person = Awaited<ReturnType<typeof who.withRoles>>;
let teacher: Person;
let neighbour: Person;
let secondClerk: Person;
let offer: Awaited<ReturnType<typeof publishedOffer>>;

const ownExport = async (token: string) => DatenauskunftSchema.parse((await forms('/api/v1/datenauskunft', { user: token })).json);
const staffPath = (uid: string, rest: string) => `/api/v1/personen/${encodeURIComponent(uid)}/${rest}`;
const state = async (user: string, uid: string) =>
  DatenschutzStandSchema.parse((await forms(staffPath(uid, 'datenschutz'), { user })).json);

/** A download as bytes (a PDF, a workbook). */
async function download(path: string, user: string) {
  const url = new URL(`${backend.urls.forms}${path}`);
  url.searchParams.set('scope', 'serviceformix');
  const response = await fetch(url, { headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${user}` } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Every cell's text of a workbook's sheets. */
async function workbookCells(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells;
}

beforeAll(async () => {
  ({ backend, forms, who } = await formsBackendWith(tokens, USERS));
  service = await serviceToken(backend, 'forms');
  const [{ uid: organiser }] = await backend.db.query<{ uid: string }>(
    `SELECT uid FROM users WHERE username = 'veranstaltungsleiter.iqsh'`,
  );
  offer = await publishedOffer(backend, { leitung: organiser, titel: 'Datenschutz im Unterricht', termine: [{}] });
  const booking = { vnr: offer.vnr, terminId: offer.termine[0].id, status: 'zugelassen' };
  [teacher, neighbour, secondClerk] = await Promise.all([
    who.withRoles(['lehrkraft'], { anmeldungen: [booking] }),
    who.withRoles(['lehrkraft'], { anmeldungen: [booking] }),
    who.withRoles(['verwaltung']),
  ]);
  await backend.db.query(`UPDATE anmeldungen SET bemerkung = 'Ich komme mit dem Rollstuhl.' WHERE uid = $1`, [teacher.uid]);
  await backend.db.query(
    `INSERT INTO kontaktanfragen (referenz, art, mandant, name, email, thema, nachricht) VALUES ('K-DS-1', 'kontakt', 'iqsh', 'T', $1, 'Frage', 'Wo ist mein Zertifikat?')`,
    [teacher.email],
  );
  expect((await forms('/api/v1/kalender-abo', { method: 'POST', user: teacher.token })).status).toBe(200);
  // Needs for taking part, the person's own and their booking's copy: health data, which erasure must not leave behind.
  const needs = { barrierefreiheit: 'Rollstuhl', ernaehrung: '', kinderbetreuung: '', sonstiges: '' };
  expect((await forms('/api/v1/teilnahme-bedarfe', { method: 'PUT', body: needs, user: teacher.token })).status).toBe(200);
  const [{ id: bookingId }] = await backend.db.query<{ id: number }>('SELECT id FROM anmeldungen WHERE uid = $1', [teacher.uid]);
  expect((await forms(`/api/v1/anmeldungen/${bookingId}/bedarfe`, { method: 'PUT', body: needs, user: teacher.token })).status).toBe(200);
});

afterAll(async () => backend?.close());

/** Controlling's period: a year back and half a year ahead, the test's date in it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PERIOD = new URLSearchParams({ von: day(-365), bis: day(180) });

describe('the data export', () => {
  it('gives a person everything the portal holds about them, and nobody else’s data', async () => {
    const data = await ownExport(teacher.token);
    expect(data.person).toMatchObject({ uid: teacher.uid, name: teacher.name, email: teacher.email, rollen: ['lehrkraft'] });
    expect(data.anmeldungen).toMatchObject([{ vnr: offer.vnr, status: 'zugelassen', bemerkung: 'Ich komme mit dem Rollstuhl.' }]);
    expect(data.anmeldungen[0].verlauf.length).toBeGreaterThan(0);
    expect(data.benachrichtigungen.length).toBeGreaterThan(0);
    expect(data.kontaktanfragen).toMatchObject([{ referenz: 'K-DS-1', nachricht: 'Wo ist mein Zertifikat?' }]);
    expect(data.einstellungen.kalenderAbo).not.toBeNull();
    expect(data.einstellungen.arten.anmeldestatus).toBe(true);
    const text = JSON.stringify(data);
    for (const foreign of [neighbour.uid, neighbour.name, neighbour.email]) expect(text).not.toContain(foreign);
    // The calendar feed's secret address is never part of it.
    expect(text).not.toMatch(/kalender\/[A-Za-z0-9_-]{20,}/);
    expect(data.datenschutz).toMatchObject([{ art: 'auskunft', status: 'erteilt', format: 'json', angefragtVon: null }]);
  });

  it('holds a clerk’s start view of the offer search among their settings', async () => {
    expect((await forms('/api/v1/startansicht', { method: 'PUT', body: { ansicht: 'personen' }, user: secondClerk.token })).status).toBe(
      200,
    );
    expect((await ownExport(secondClerk.token)).einstellungen.startansichten).toEqual([{ rolle: 'verwaltung', ansicht: 'personen' }]);
    expect((await ownExport(teacher.token)).einstellungen.startansichten).toEqual([]);
  });

  it('is a readable PDF as well, and logged each time', async () => {
    const pdf = await download('/api/v1/datenauskunft.pdf', teacher.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="datenauskunft-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const formats = (await ownExport(teacher.token)).datenschutz.map((entry) => entry.format);
    expect(formats.slice(0, 3)).toEqual(['json', 'pdf', 'json']);
  });

  it('is given to verwaltung and administrator for a person of their tenant, and to nobody else', async () => {
    for (const user of [tokens['verwaltung.iqsh'], tokens['administrator.iqsh']]) {
      const answer = await forms(staffPath(teacher.uid, 'datenauskunft'), { user });
      expect(answer.status).toBe(200);
      expect(DatenauskunftSchema.parse(answer.json).anmeldungen.map((a) => a.vnr)).toEqual([offer.vnr]);
      expect((await download(staffPath(teacher.uid, 'datenauskunft.pdf'), user)).status).toBe(200);
    }
    expect((await forms(staffPath(teacher.uid, 'datenauskunft'), { user: tokens['verwaltung.shibb'] })).status).toBe(404);
    expect((await forms(staffPath('no-such-person', 'datenauskunft'), { user: tokens['verwaltung.iqsh'] })).status).toBe(404);
    for (const user of [tokens['veranstaltungsleiter.iqsh'], tokens['controlling.iqsh'], neighbour.token])
      expect((await forms(staffPath(teacher.uid, 'datenauskunft'), { user })).status).toBe(403);
    const log = await state(tokens['administrator.iqsh'], teacher.uid);
    expect(log.vorgaenge[0]).toMatchObject({ art: 'auskunft', format: 'pdf', gestelltVon: { rolle: 'administrator' } });
  });
});

describe('erasure on request', () => {
  const request = (
    user: string,
    uid: string,
    body: unknown = { angefragtVon: 'Die Person selbst, E-Mail vom 3. März', notiz: 'Ticket 17' },
  ) => forms(staffPath(uid, 'loeschantrag'), { body, user });
  const confirm = (user: string, uid: string) => forms(staffPath(uid, 'loeschantrag/bestaetigung'), { method: 'POST', user });

  it('is filed with who asked, one at a time, and can be withdrawn', async () => {
    expect((await request(tokens['verwaltung.iqsh'], neighbour.uid, { angefragtVon: ' ' })).status).toBe(400);
    const filed = await request(tokens['verwaltung.iqsh'], neighbour.uid);
    expect(filed.status).toBe(201);
    expect(DatenschutzVorgangSchema.parse(filed.json)).toMatchObject({
      status: 'offen',
      angefragtVon: 'Die Person selbst, E-Mail vom 3. März',
    });
    expect((await request(tokens['administrator.iqsh'], neighbour.uid)).status).toBe(409);
    expect((await request(tokens['verwaltung.shibb'], neighbour.uid)).status).toBe(404);
    const withdrawn = await forms(staffPath(neighbour.uid, 'loeschantrag'), { method: 'DELETE', user: tokens['administrator.iqsh'] });
    expect(withdrawn.json).toMatchObject({ status: 'zurueckgezogen', erledigtVon: { rolle: 'administrator' } });
    expect((await state(tokens['verwaltung.iqsh'], neighbour.uid)).offenerAntrag).toBeNull();
    expect((await confirm(tokens['administrator.iqsh'], neighbour.uid)).status).toBe(404);
  });

  it('needs a second person of the other administration role, and then leaves the figures as they were without the name', async () => {
    const participants = () => forms(`/api/v1/termine/${offer.termine[0].id}/teilnehmende`, { user: tokens['veranstaltungsleiter.iqsh'] });
    const sheet = async () =>
      workbookCells((await download(`/api/v1/termine/${offer.termine[0].id}/teilnehmende.xlsx`, tokens['verwaltung.iqsh'])).body);
    const figures = async () =>
      KennzahlenSchema.parse((await forms(`/api/v1/kennzahlen?${PERIOD}`, { user: tokens['controlling.iqsh'] })).json);
    const row = async () => TeilnehmendeListSchema.parse((await participants()).json).items.find((item) => item.uid === teacher.uid);
    expect(await row()).toMatchObject({ name: teacher.name, email: teacher.email });
    expect(await sheet()).toEqual(expect.arrayContaining([teacher.name, teacher.email]));
    const before = await figures();

    expect((await request(tokens['verwaltung.iqsh'], teacher.uid)).status).toBe(201);
    expect((await state(tokens['verwaltung.iqsh'], teacher.uid)).darfBestaetigen).toBe(false);
    expect((await state(tokens['administrator.iqsh'], teacher.uid)).darfBestaetigen).toBe(true);
    expect((await confirm(tokens['verwaltung.iqsh'], teacher.uid)).status).toBe(403);
    expect((await confirm(secondClerk.token, teacher.uid)).status).toBe(403);
    expect((await forms(staffPath(teacher.uid, 'datenauskunft'), { user: tokens['verwaltung.iqsh'] })).status).toBe(200);
    const confirmed = await confirm(tokens['administrator.iqsh'], teacher.uid);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      status: 'geloescht',
      gestelltVon: { rolle: 'verwaltung' },
      erledigtVon: { rolle: 'administrator' },
    });

    expect(await figures()).toEqual(before);
    expect(await row()).toMatchObject({ vorname: '', name: ERASED_PERSON_NAME, email: '', bemerkung: null, status: 'zugelassen' });
    expect(JSON.stringify((await participants()).json)).not.toContain(teacher.email);
    const cells = await sheet();
    for (const gone of [teacher.name, teacher.email]) expect(cells).not.toContain(gone);
    expect(cells).toContain(ERASED_PERSON_NAME);
    expect((await forms(`/api/v1/personen?q=${encodeURIComponent(teacher.name)}`, { user: tokens['verwaltung.iqsh'] })).json).toMatchObject(
      { total: 0 },
    );
    expect((await forms(staffPath(teacher.uid, 'datenauskunft'), { user: tokens['verwaltung.iqsh'] })).status).toBe(404);
    expect((await forms('/api/v1/datenauskunft', { user: teacher.token })).status).toBe(401);
    await expect(authorizeCode(backend, teacher.benutzername)).rejects.toThrow(/sign-in failed/);
  });

  it('keeps the booking as an anonymous row and removes what named or reached the person', async () => {
    const [booking] = await backend.db.query<{ status: string; bemerkung: string | null }>(
      'SELECT status, bemerkung FROM anmeldungen WHERE uid = $1',
      [teacher.uid],
    );
    expect(booking).toEqual({ status: 'zugelassen', bemerkung: null });
    const left = await backend.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM benachrichtigungen WHERE uid = $1) + (SELECT count(*) FROM kalender_abos WHERE uid = $1)
            + (SELECT count(*) FROM user_roles WHERE uid = $1) + (SELECT count(*) FROM oauth_tokens WHERE uid = $1)
            + (SELECT count(*) FROM kontaktanfragen WHERE referenz = 'K-DS-1') + (SELECT count(*) FROM teilnahme_bedarfe WHERE uid = $1)
            + (SELECT count(*) FROM anmeldung_bedarfe WHERE anmeldung_id IN (SELECT id FROM anmeldungen WHERE uid = $1)) AS n`,
      [teacher.uid],
    );
    expect(Number(left[0].n)).toBe(0);
    const [account] = await backend.db.query<Record<string, unknown>>('SELECT vorname, name, email, mandanten FROM users WHERE uid = $1', [
      teacher.uid,
    ]);
    expect(account).toEqual({ vorname: '', name: ERASED_PERSON_NAME, email: '', mandanten: [] });
    const log = await backend.db.query<{ art: string; status: string }>(
      'SELECT art, status FROM datenschutz_vorgaenge WHERE uid = $1 ORDER BY id',
      [teacher.uid],
    );
    expect(log.filter((entry) => entry.art === 'loeschung').map((entry) => entry.status)).toEqual(['geloescht']);
  });
});
