import {
  TeilnehmendeListSchema,
  VeranstaltungssuchePageSchema,
  VeranstaltungsterminsuchePageSchema,
  type Teilnehmende,
} from '@fobu/api-contract';
import { OFFER_STATE_LABELS } from '@fobu/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import type { RunningBackend } from '../../server';
import { bookedUser, formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import { serviceToken, testFixture, type serviceClient } from '../../test-support/harness';
import { SIGN_IN_ROWS_PER_PAGE } from './sign-in-sheet';
import { XLSX_CONTENT_TYPE } from './xlsx-stream';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
let service: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ backend, forms, who } = await formsBackendWith(tokens, [
    'veranstaltungsleiter.iqsh',
    'verwaltung.iqsh',
    'administrator.iqsh',
    'qualitaetskontrolle.iqsh',
  ]));
  service = await serviceToken(backend, 'forms');
});
afterAll(() => backend?.close());

/** A download from the forms service as bytes. */
async function download(path: string, user: string) {
  const url = new URL(`${backend.urls.forms}${path}`);
  url.searchParams.set('scope', 'serviceformix');
  const response = await fetch(url, { headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${user}` } });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The first sheet of a workbook: its header and its rows as values (column 1 at index 0). */
async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => values(index + 2));
  return { sheet, header: values(1) as string[], rows };
}

/** A column's values, by its header. */
const column = (data: Awaited<ReturnType<typeof sheetOf>>, header: string) => data.rows.map((row) => row[data.header.indexOf(header)]);

/** Every item of a staff search, page by page, as the screen would read them. */
async function allPages<T>(path: string, user: string, parse: (json: unknown) => { items: T[]; total: number }): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = parse((await forms(`${path}&pageSize=100&page=${page}`, { user })).json);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

describe('the participant list as a workbook', () => {
  it('holds the list’s people with German headers, Excel dates, a frozen header with a filter, and formulas as text', async () => {
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 20, sitzungen: 2, plaetze: 2, wartelistePlaetze: 3 }] });
    const [{ id }] = termine;
    const first = await bookedUser(backend, vnr, id, 'zugelassen');
    const formula = await bookedUser(backend, vnr, id, 'zugelassen');
    await bookedUser(backend, vnr, id, 'warteliste');
    await backend.db.query(`UPDATE users SET name = '=HYPERLINK("https://boese.example";"Klick")' WHERE uid = $1`, [formula]);
    await backend.db.query(
      `UPDATE anmeldungen SET bemerkung = 'Rollstuhlgerechter Platz, bitte', eingelassen_am = '2026-03-10T08:30:00Z' WHERE uid = $1 AND termin_id = $2`,
      [first, id],
    );
    await backend.db.query(
      `INSERT INTO anwesenheiten (anmeldung_id, sitzung, status, erfasst_von) SELECT id, 1, 'entschuldigt', uid FROM anmeldungen WHERE uid = $1 AND termin_id = $2`,
      [first, id],
    );
    await backend.db.query(
      `INSERT INTO anmeldung_bedarfe (anmeldung_id, barrierefreiheit, ernaehrung) SELECT id, 'Rollstuhl', 'vegan' FROM anmeldungen WHERE uid = $1 AND termin_id = $2`,
      [first, id],
    );

    const answer = await download(`/api/v1/termine/${id}/teilnehmende.xlsx`, organiser);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="teilnehmende-${vnr}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
    );
    const data = await sheetOf(answer.body);
    expect(data.header).toEqual([
      'Anrede',
      'Vorname',
      'Name',
      'E-Mail',
      'Schule',
      'Dienststelle',
      'Schulart',
      'Kreis',
      'Stand',
      'Platz auf der Warteliste',
      'Angemeldet am',
      'Bemerkung',
      'Bedarfe für die Teilnahme',
      'Eingelassen am',
      'Sitzung 1',
      'Sitzung 2',
    ]);

    const list: Teilnehmende[] = TeilnehmendeListSchema.parse(
      (await forms(`/api/v1/termine/${id}/teilnehmende`, { user: organiser })).json,
    ).items;
    expect(list).toHaveLength(3);
    expect(column(data, 'E-Mail')).toEqual(list.map((p) => p.email));
    expect(column(data, 'Vorname')).toEqual(list.map((p) => p.vorname));
    expect(column(data, 'Stand')).toEqual(['Zugelassen', 'Zugelassen', 'Warteliste']);
    expect(column(data, 'Platz auf der Warteliste')).toEqual([undefined, undefined, 1]);
    expect(column(data, 'Kreis')).toEqual(['Kiel', 'Kiel', 'Kiel']);
    expect(column(data, 'Bemerkung')[0]).toBe('Rollstuhlgerechter Platz, bitte');
    expect(column(data, 'Sitzung 2')[0]).toBe('Entschuldigt');
    expect(column(data, 'Bedarfe für die Teilnahme')).toEqual(['Barrierefreiheit: Rollstuhl\nErnährung: vegan', undefined, undefined]);
    // Quality control reads the list, but the needs are for those who arrange the date only.
    const checked = await sheetOf((await download(`/api/v1/termine/${id}/teilnehmende.xlsx`, tokens['qualitaetskontrolle.iqsh'])).body);
    expect(checked.header).not.toContain('Bedarfe für die Teilnahme');

    // A formula stays text: a plain string cell, with the apostrophe that shows it is one.
    const nameCell = data.sheet.getRow(3).getCell(data.header.indexOf('Name') + 1);
    expect(nameCell.type).toBe(ExcelJS.ValueType.String);
    expect(nameCell.value).toBe(`'=HYPERLINK("https://boese.example";"Klick")`);

    // Dates are Excel dates in Schleswig-Holstein's wall time (09:30 in March for 08:30 UTC).
    const admitted = data.sheet.getRow(2).getCell(data.header.indexOf('Eingelassen am') + 1);
    expect(admitted.value).toBeInstanceOf(Date);
    expect((admitted.value as Date).toISOString()).toBe('2026-03-10T09:30:00.000Z');
    expect(admitted.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(column(data, 'Angemeldet am').every((value) => value instanceof Date)).toBe(true);

    expect(data.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(data.sheet.autoFilter).toBe('A1:P1');
    expect(data.sheet.getRow(1).font?.bold).toBe(true);
    expect(data.sheet.getColumn(4).width).toBe(30);
  });

  it('has one attendance column for a date of one session, and is refused to another organiser', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 20 }] });
    await bookedUser(backend, vnr, termine[0].id, 'zugelassen');
    const data = await sheetOf((await download(`/api/v1/termine/${termine[0].id}/teilnehmende.xlsx`, tokens['verwaltung.iqsh'])).body);
    expect(data.header.slice(-2)).toEqual(['Eingelassen am', 'Anwesenheit']);
    expect(data.rows).toHaveLength(1);

    const other = (await who.withRoles(['veranstaltungsleiter'])).token;
    expect((await download(`/api/v1/termine/${termine[0].id}/teilnehmende.xlsx`, other)).status).toBe(403);
    expect((await download(`/api/v1/termine/${termine[0].id}/unterschriftenliste.pdf`, other)).status).toBe(403);
    expect((await download('/api/v1/termine/2147483647/teilnehmende.xlsx', tokens['verwaltung.iqsh'])).status).toBe(404);
  });
});

describe('the sign-in sheet', () => {
  it('lists the admitted people on as many pages as they need, with names the standard font lacks', async () => {
    const admitted = 2 * SIGN_IN_ROWS_PER_PAGE;
    const { vnr, termine } = await publishedOffer(backend, {
      titel: 'Übergänge gestalten: Größe & Vielfalt',
      termine: [{ inTagen: 20, sitzungen: 3, plaetze: admitted, wartelistePlaetze: 5 }],
    });
    const [{ id }] = termine;
    const uids: string[] = [];
    for (let n = 0; n < admitted; n++) uids.push(await bookedUser(backend, vnr, id, n % 2 ? 'zugelassen' : 'teilgenommen'));
    // Not admitted: not on the sheet (they would make a third page).
    await bookedUser(backend, vnr, id, 'warteliste');
    await bookedUser(backend, vnr, id, 'storniert');
    await backend.db.query(`UPDATE users SET name = 'Łukasiewicz-Şahin', vorname = 'Jürgen ẞ' WHERE uid = $1`, [uids[0]]);

    const answer = await download(`/api/v1/termine/${id}/unterschriftenliste.pdf`, tokens['veranstaltungsleiter.iqsh']);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`filename="unterschriftenliste-${vnr}-\\d{4}-\\d{2}-\\d{2}\\.pdf"`),
    );
    expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect(pdf.getTitle()).toBe(`Unterschriftenliste: Übergänge gestalten: Größe & Vielfalt ${vnr}`);
  });

  it('has empty lines for every place when nobody is admitted', async () => {
    const { termine } = await publishedOffer(backend, { termine: [{ inTagen: 20, plaetze: SIGN_IN_ROWS_PER_PAGE + 1 }] });
    const answer = await download(`/api/v1/termine/${termine[0].id}/unterschriftenliste.pdf`, tokens['verwaltung.iqsh']);
    expect(answer.status).toBe(200);
    expect((await PDFDocument.load(answer.body)).getPageCount()).toBe(2);
  });
});

describe('the staff searches as workbooks', () => {
  it('hold every match of a search of more than one batch, in its order, and nothing else', async () => {
    const admin = tokens['administrator.iqsh'];
    const [{ n }] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM angebote WHERE mandant = 'iqsh'`);
    await testFixture(backend, 'archiv', { mandant: 'iqsh', gesamt: n + 1050 });
    const query = 'status=archiviert&sort=vnr';
    const expected = await allPages(`/api/v1/veranstaltungssuche?${query}`, admin, (json) => VeranstaltungssuchePageSchema.parse(json));
    expect(expected.length).toBeGreaterThan(1000);

    const answer = await download(`/api/v1/veranstaltungssuche.xlsx?${query}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="veranstaltungssuche-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const data = await sheetOf(answer.body);
    expect(data.header).toEqual([
      'Veranstaltungsnummer',
      'Titel',
      'Art',
      'Format',
      'Stand',
      'Überarbeitung',
      'Leitung',
      'Nächster Termin',
      'Termine',
      'Geändert am',
    ]);
    expect(column(data, 'Veranstaltungsnummer')).toEqual(expected.map((offer) => offer.vnr));
    expect(new Set(column(data, 'Stand'))).toEqual(new Set([OFFER_STATE_LABELS.archiviert]));
    expect(column(data, 'Termine')).toEqual(expected.map((offer) => offer.anzahlTermine));
  });

  it('gives an offer’s next date as an Excel day, and refuses what the search refuses', async () => {
    const { vnr } = await publishedOffer(backend, { termine: [{ inTagen: 30 }, { inTagen: 60 }] });
    const data = await sheetOf((await download(`/api/v1/veranstaltungssuche.xlsx?q=${vnr}`, tokens['verwaltung.iqsh'])).body);
    expect(column(data, 'Veranstaltungsnummer')).toEqual([vnr]);
    const next = data.sheet.getRow(2).getCell(data.header.indexOf('Nächster Termin') + 1);
    expect(next.value).toBeInstanceOf(Date);
    expect(next.numFmt).toBe('dd.mm.yyyy');
    expect((next.value as Date).toISOString()).toMatch(/T00:00:00\.000Z$/);

    expect((await download('/api/v1/veranstaltungssuche.xlsx?status=archiviert', tokens['verwaltung.iqsh'])).status).toBe(403);
    expect((await download('/api/v1/veranstaltungsterminsuche.xlsx', (await who.withRoles(['lehrkraft'])).token)).status).toBe(403);
    expect((await download('/api/v1/veranstaltungsterminsuche.xlsx?terminStatus=vielleicht', tokens['verwaltung.iqsh'])).status).toBe(400);
  });

  it('exports the date search’s every match with the seats taken', async () => {
    const admin = tokens['administrator.iqsh'];
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 20, plaetze: 4 }, { inTagen: 40 }] });
    await bookedUser(backend, vnr, termine[0].id, 'zugelassen');
    await bookedUser(backend, vnr, termine[0].id, 'warteliste');
    const mine = await sheetOf((await download(`/api/v1/veranstaltungsterminsuche.xlsx?vnr=${vnr}`, admin)).body);
    expect(column(mine, 'Veranstaltungsnummer')).toEqual([vnr, vnr]);
    expect(column(mine, 'Plätze')[0]).toBe(4);
    expect(column(mine, 'Zugelassen')[0]).toBe(1);
    expect(column(mine, 'Warteliste')[0]).toBe(1);
    expect(column(mine, 'Stand')[0]).toBe('buchbar');
    expect(column(mine, 'Beginn').every((value) => value instanceof Date)).toBe(true);

    const query = 'von=2000-01-01&sort=-beginn&format=online';
    const expected = await allPages(`/api/v1/veranstaltungsterminsuche?${query}`, admin, (json) =>
      VeranstaltungsterminsuchePageSchema.parse(json),
    );
    expect(expected.length).toBeGreaterThan(100);
    const data = await sheetOf((await download(`/api/v1/veranstaltungsterminsuche.xlsx?${query}`, admin)).body);
    expect(column(data, 'Veranstaltungsnummer')).toEqual(expected.map((date) => date.vnr));
    expect(new Set(column(data, 'Format'))).toEqual(new Set(['Online']));
  });
});
