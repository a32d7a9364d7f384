import { addMonths, isoDayInGermany } from '@fobu/domain';
import { FortbildungskontoSchema, type Fortbildungskonto } from '@fobu/api-contract';
import ExcelJS from 'exceljs';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend, testFixture } from '../../test-support/harness';
import { pdfText } from '../../test-support/pdf-text';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let teacher: string;
const made: { qla: string; old: string; future: string } = { qla: '', old: '', future: '' };

interface MadeOffer {
  vnr: string;
  titel: string;
  termine: { id: number }[];
}

/** A teacher of their own: a QLA date of three sessions (attended two), an old date, a date to come, and recognised outside training. */
beforeAll(async () => {
  backend = await startTestBackend({ testFixtures: true });
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  const offer = (titel: string, body: object) => testFixture<MadeOffer>(backend, 'angebote', { titel, ...body });
  const qla = await offer('QLA-Kurs', { kennzeichen: ['QLA'], umfangStunden: 9, termine: [{ inTagen: -40, sitzungen: 3 }] });
  const old = await offer('Alter Kurs', { kennzeichen: ['BNE'], termine: [{ inTagen: -400 }] });
  const future = await offer('Künftiger Kurs', { kennzeichen: ['QLA'], termine: [{ inTagen: 20 }] });
  Object.assign(made, { qla: qla.titel, old: old.titel, future: future.titel });
  const user = await testFixture<{ uid: string; benutzername: string }>(backend, 'benutzer', {
    vorname: 'Konto',
    anmeldungen: [
      {
        vnr: qla.vnr,
        terminId: qla.termine[0].id,
        status: 'teilgenommen',
        anwesenheit: ['teilgenommen', 'teilgenommen', 'nicht_erschienen'],
      },
      { vnr: old.vnr, terminId: old.termine[0].id, status: 'teilgenommen', anwesenheit: ['teilgenommen'] },
      { vnr: future.vnr, terminId: future.termine[0].id, status: 'zugelassen' },
    ],
  });
  await backend.db.query(
    `INSERT INTO anerkennungen (uid, mandant, titel, anbieter, datum, stunden, nachweis, nachweis_name, status, anerkannte_stunden, entschieden_am)
     VALUES ($1, 'iqsh', 'Tagung Schulentwicklung', 'Universität Kiel', current_date - 60, 6, '\\x25504446', 'nachweis.pdf', 'anerkannt', 5, now()),
            ($1, 'iqsh', 'Abgelehnte Tagung', 'Irgendwo', current_date - 50, 3, '\\x25504446', 'nachweis.pdf', 'abgelehnt', NULL, now())`,
    [user.uid],
  );
  teacher = (await signIn(backend, user.benutzername, 'iqsh')).access_token;
});
afterAll(() => backend?.close());

const record = async (user = teacher) => {
  const response = await forms('/api/v1/fortbildungskonto', { user });
  expect(response.status).toBe(200);
  return FortbildungskontoSchema.parse(response.json) as Fortbildungskonto;
};

/** A download as bytes. */
async function download(path: string, user = teacher) {
  const url = new URL(`${backend.urls.forms}${path}`);
  url.searchParams.set('scope', 'serviceformix');
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${await serviceToken(backend, 'forms')}`, 'x-user-authorization': `Bearer ${user}` },
  });
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /api/v1/fortbildungskonto', () => {
  it('lists the training taken part in, newest first, with the hours of the sessions attended and recognised hours', async () => {
    const { eintraege } = await record();
    expect(eintraege.map((e) => [e.art, e.titel, e.stunden, e.anbieter])).toEqual([
      ['fortbildung', made.qla, 6, 'IQSH'],
      ['anerkennung', 'Tagung Schulentwicklung', 5, 'Universität Kiel'],
      ['fortbildung', made.old, 4, 'IQSH'],
    ]);
    expect(eintraege[0]).toMatchObject({ kennzeichen: ['QLA'], sitzungen: { teilgenommen: 2, gesamt: 3 }, stundenGesamt: 9 });
  });

  it('counts each of the tenant’s accounts by its code and window, and says what drops out next', async () => {
    const { konten, eintraege, stichtag } = await record();
    expect(konten.map((k) => k.code)).toEqual(['qla-3-jahre', 'digital-2-jahre', 'gesamt-jahr']);
    const [qla, digital, year] = konten;
    expect(qla).toMatchObject({
      titel: 'QLA-Stunden in den letzten drei Jahren',
      stunden: 6,
      fehlend: 24,
      erreicht: false,
      eintraege: [0],
    });
    expect(qla.naechsterWegfall).toEqual({ zaehltBis: addMonths(eintraege[0].datum, 36), stunden: 6, eintraege: [0] });
    expect(digital).toMatchObject({ stunden: 0, naechsterWegfall: null });
    // The old date is more than a year ago: only the QLA date and the recognised training count.
    expect(year).toMatchObject({ kennzeichen: null, fensterMonate: 12, stunden: 11, eintraege: [0, 1], ab: addMonths(stichtag, -12) });
    expect(stichtag).toBe(isoDayInGermany(new Date()));
  });

  it('is the signed-in person’s own: another person sees none of it, and nobody without sign-in', async () => {
    const other = (await signIn(backend, 'lehrkraft.shibb', 'shibb')).access_token;
    const theirs = await record(other);
    expect(theirs.eintraege.map((e) => e.titel)).not.toContain(made.qla);
    expect(theirs.konten.map((k) => k.code)).toEqual(['gesamt-jahr', 'digital-2-jahre']);
    expect((await forms('/api/v1/fortbildungskonto')).status).toBe(401);
  });

  it('counts the demo teacher’s seeded attendance, partial attendance too', async () => {
    const demo = await record((await signIn(backend, 'lehrkraft.iqsh', 'iqsh')).access_token);
    expect(demo.konten[0].stunden).toBeGreaterThan(0);
    expect(demo.eintraege.some((e) => e.sitzungen && e.sitzungen.teilgenommen < e.sitzungen.gesamt)).toBe(true);
  });
});

describe('downloads', () => {
  it('give the whole record and the accounts as a Fortbildungsnachweis PDF', async () => {
    const { status, headers, body } = await download('/api/v1/fortbildungskonto.pdf');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="fortbildungsnachweis-\d{4}-\d\d-\d\d\.pdf"$/);
    const text = (await pdfText(body)).replace(/\s+/g, ' ');
    for (const expected of [
      'Fortbildungsnachweis',
      'Frau Konto Test-',
      'Zeitraum: alle Fortbildungen',
      made.qla,
      '2 von 3 Sitzungen',
      'Tagung Schulentwicklung',
      'Universität Kiel',
      made.old,
      'Zusammen 15 Stunden in 3 Fortbildungen',
      'QLA-Stunden in den letzten drei Jahren',
      '6 von 30 Stunden (noch 24)',
      'Als Nächstes fallen 6 Stunden aus dem Zeitraum',
      'maschinell erstellt',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain(made.future);
    expect(text).not.toContain('Abgelehnte Tagung');
    // The verification mark: its code opens the record's facts on the public page, which finds it genuine.
    const code = /Prüfcode: ([0-9A-Z-]+)/.exec(text)?.[1] ?? '';
    const verified = await fetch(`${backend.urls.forms}/nachweis/${code}.json`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ status: 'gueltig', titel: 'Fortbildungsnachweis (alle Fortbildungen)', stunden: 15 });
  });

  it('give a chosen period only', async () => {
    const { eintraege } = await record();
    const { body } = await download(`/api/v1/fortbildungskonto.pdf?von=${eintraege[0].datum}&bis=${eintraege[0].datum}`);
    const text = (await pdfText(body)).replace(/\s+/g, ' ');
    expect(text).toContain(made.qla);
    expect(text).not.toContain(made.old);
    expect(text).not.toContain('Tagung Schulentwicklung');
    expect(text).toContain('Zeitraum: vom ');
    expect(text).toContain('Zusammen 6 Stunden in einer Fortbildung');
    expect((await download('/api/v1/fortbildungskonto.pdf?von=gestern')).status).toBe(400);
  });

  it('give the record as a spreadsheet with the hours as numbers', async () => {
    const { status, headers, body } = await download('/api/v1/fortbildungskonto.xlsx');
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(column('Titel')).toEqual([made.qla, 'Tagung Schulentwicklung', made.old]);
    expect(column('Stunden teilgenommen')).toEqual([6, 5, 4]);
    expect(column('Art')).toEqual(['Fortbildung', 'Anerkannte Fortbildung', 'Fortbildung']);
    expect(column('Kennzeichen')).toEqual(['QLA', undefined, 'BNE']);
  });
});
