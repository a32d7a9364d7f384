import { AnerkennungenSchema, AnerkennungSchema, DatenauskunftSchema, OffeneAnerkennungenSchema } from '@fobu/api-contract';
import { SERVICE_SCOPES } from '@fobu/domain';
import { PDFDocument } from 'pdf-lib';
import type { RunningBackend } from '../../server';
import { formsBackendWith, notificationsOf, people } from '../../test-support/date-work';
import { serviceToken, type serviceClient } from '../../test-support/harness';
import { erasePerson } from '../privacy/erasure';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
let service: string;
let pdf: Uint8Array;
const tokens: Record<string, string> = {};
const CLERK = 'verwaltung.iqsh';
const FOREIGN_CLERK = 'verwaltung.shibb';

beforeAll(async () => {
  ({ backend, forms, who } = await formsBackendWith(tokens, [CLERK, FOREIGN_CLERK, 'veranstaltungsleiter.iqsh']));
  service = await serviceToken(backend, 'forms');
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Teilnahmebescheinigung');
  pdf = await doc.save();
});
afterAll(async () => backend?.close());

const FIELDS = { titel: 'Digitale Medien im Unterricht', anbieter: 'Volkshochschule Kiel', datum: '2026-03-12', stunden: '6' };

/** Sends the request as multipart/form-data, as the portal's form does. */
async function upload(
  token: string,
  fields: Record<string, string> = FIELDS,
  file: Blob | null = new Blob([pdf]),
  name = 'bescheinigung.pdf',
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('nachweis', file, name);
  const url = new URL(`${backend.urls.forms}/api/v1/anerkennungen`);
  url.searchParams.set('scope', SERVICE_SCOPES.forms);
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${token}` },
    body,
  });
  return { status: response.status, json: (await response.json()) as any };
}

const teacher = () => who.withRoles(['lehrkraft']);
const decide = (id: number, body: unknown, token = tokens[CLERK]) =>
  forms(`/api/v1/anerkennungen/${id}/entscheidung`, { body, user: token });
const queue = async (token = tokens[CLERK]) =>
  OffeneAnerkennungenSchema.parse((await forms('/api/v1/anerkennungen/offen', { user: token })).json).items;

/** A new teacher with an open request: the person and the request. */
async function openRequest(fields = FIELDS) {
  const person = await teacher();
  const answer = await upload(person.token, fields);
  expect(answer.status).toBe(200);
  return { person, request: AnerkennungSchema.parse(answer.json) };
}

describe('asking for recognition', () => {
  it('stores the request with its proof, lists it for the person and queues it for the tenant’s verwaltung', async () => {
    const { person, request } = await openRequest();
    expect(request).toMatchObject({
      ...FIELDS,
      stunden: 6,
      status: 'beantragt',
      anerkannteStunden: null,
      nachweisName: 'bescheinigung.pdf',
    });
    const own = AnerkennungenSchema.parse((await forms('/api/v1/anerkennungen', { user: person.token })).json);
    expect(own.items).toEqual([request]);
    expect((await forms('/api/v1/anerkennungen', { user: (await teacher()).token })).json).toEqual({ items: [] });

    expect((await queue()).find((item) => item.id === request.id)).toMatchObject({
      person: { uid: person.uid, name: expect.stringContaining(person.name) },
    });
    expect((await queue(tokens[FOREIGN_CLERK])).some((item) => item.id === request.id)).toBe(false);
    expect((await forms('/api/v1/anerkennungen/offen', { user: person.token })).status).toBe(403);
    expect((await forms('/api/v1/anerkennungen/offen', { user: tokens['veranstaltungsleiter.iqsh'] })).status).toBe(403);
  });

  it('gives the proof to the person and the tenant’s verwaltung only', async () => {
    const { person, request } = await openRequest();
    const proofPath = `/api/v1/anerkennungen/${request.id}/nachweis.pdf`;
    for (const token of [person.token, tokens[CLERK]]) {
      const url = new URL(`${backend.urls.forms}${proofPath}`);
      url.searchParams.set('scope', SERVICE_SCOPES.forms);
      const response = await fetch(url, { headers: { authorization: `Bearer ${service}`, 'x-user-authorization': `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('bescheinigung.pdf');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    }
    for (const token of [tokens[FOREIGN_CLERK], (await teacher()).token, tokens['veranstaltungsleiter.iqsh']])
      expect((await forms(proofPath, { user: token })).status).toBe(404);
  });

  it('refuses a proof over 5 MB, a file that is no PDF, a missing one, and bad fields, in German with the fields named', async () => {
    const person = await teacher();
    const tooLarge = await upload(person.token, FIELDS, new Blob([pdf, new Uint8Array(5 * 1024 * 1024 + 100 * 1024)]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toBe('Der Nachweis ist zu groß: höchstens 5 MB.');
    // Just over 5 MB with its framing under the route's limit: the schema refuses it.
    const justOver = await upload(person.token, FIELDS, new Blob([pdf, new Uint8Array(5 * 1024 * 1024 + 1 - pdf.length)]));
    expect(justOver.status).toBe(400);
    expect(justOver.json.details).toEqual([{ path: 'nachweis', message: 'Der Nachweis ist zu groß: höchstens 5 MB.' }]);

    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]);
    const notPdf = await upload(person.token, FIELDS, png, 'foto.pdf');
    expect(notPdf.status).toBe(400);
    expect(notPdf.json.details).toEqual([{ path: 'nachweis', message: 'Der Nachweis muss eine PDF-Datei sein.' }]);
    // The right first bytes are not enough: pdf-lib must read it.
    const fake = await upload(person.token, FIELDS, new Blob(['%PDF-1.7\nkein PDF']));
    expect(fake.json.details).toEqual([{ path: 'nachweis', message: 'Der Nachweis muss eine PDF-Datei sein.' }]);

    const bad = await upload(person.token, { titel: ' ', anbieter: 'VHS', datum: '2999-01-01', stunden: '0.1' }, null);
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path).sort()).toEqual(['datum', 'nachweis', 'stunden', 'titel']);
    expect(bad.json.details.find((d: { path: string }) => d.path === 'titel').message).toBe(
      'Bitte geben Sie den Titel der Fortbildung an.',
    );

    const json = await forms('/api/v1/anerkennungen', { body: FIELDS, user: person.token });
    expect(json.status).toBe(400);
    expect((await forms('/api/v1/anerkennungen', { user: person.token })).json).toEqual({ items: [] });
  });

  it('keeps the 64 KB limit on every other route', async () => {
    const answer = await forms('/api/v1/teilnahme-bedarfe', {
      method: 'PUT',
      body: { sonstiges: 'x'.repeat(70 * 1024) },
      user: (await teacher()).token,
    });
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe('Die Anfrage ist zu groß (höchstens 64 KB).');
  });

  it('is asked for in a booking role only', async () => {
    expect((await upload(tokens[CLERK])).status).toBe(403);
  });
});

describe('withdrawing', () => {
  it('withdraws an open request of one’s own, once', async () => {
    const { person, request } = await openRequest();
    const path = `/api/v1/anerkennungen/${request.id}/zurueckziehen`;
    expect((await forms(path, { method: 'POST', user: (await teacher()).token })).status).toBe(404);
    const withdrawn = await forms(path, { method: 'POST', user: person.token });
    expect(withdrawn.json).toMatchObject({ id: request.id, status: 'zurueckgezogen' });
    const again = await forms(path, { method: 'POST', user: person.token });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/nicht mehr offen/);
    expect((await queue()).some((item) => item.id === request.id)).toBe(false);
    expect((await decide(request.id, { status: 'anerkannt', anerkannteStunden: 6 })).status).toBe(409);
  });
});

describe('the decision', () => {
  it('recognises with the hours granted, at most those asked, and tells the person', async () => {
    const { person, request } = await openRequest();
    const tooMany = await decide(request.id, { status: 'anerkannt', anerkannteStunden: 8 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.details).toEqual([
      { path: 'anerkannteStunden', message: 'Es können höchstens die beantragten 6 Stunden anerkannt werden.' },
    ]);
    const decided = await decide(request.id, { status: 'anerkannt', anerkannteStunden: 4.5 });
    expect(decided.status).toBe(200);
    expect(AnerkennungSchema.parse(decided.json)).toMatchObject({ status: 'anerkannt', anerkannteStunden: 4.5, begruendung: null });
    expect(decided.json.entschiedenAm).not.toBeNull();
    expect(await notificationsOf(backend, person.uid)).toEqual([
      {
        titel: 'Ihr Antrag auf Anerkennung: Digitale Medien im Unterricht',
        text: 'Die Verwaltung hat Ihre Fortbildung „Digitale Medien im Unterricht“ mit 4,5 Stunden anerkannt.',
        art: 'anerkennung',
        anmeldung_id: null,
      },
    ]);
    const again = await decide(request.id, { status: 'abgelehnt', begruendung: 'Doch nicht.' });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/^Dieser Antrag ist nicht mehr offen/);
    expect((await forms('/api/v1/anerkennungen', { user: person.token })).json.items[0]).toMatchObject({ status: 'anerkannt' });
  });

  it('refuses with a reason, which is required, and respects a person who switched the kind off', async () => {
    const { person, request } = await openRequest();
    await backend.db.query(`UPDATE users SET benachrichtigungen_aus = '{anerkennung}' WHERE uid = $1`, [person.uid]);
    const noReason = await decide(request.id, { status: 'abgelehnt', begruendung: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.details).toEqual([{ path: 'begruendung', message: 'Bitte begründen Sie die Ablehnung.' }]);
    const decided = await decide(request.id, { status: 'abgelehnt', begruendung: 'Die Fortbildung hat keinen Bezug zum Unterricht.' });
    expect(decided.json).toMatchObject({
      status: 'abgelehnt',
      anerkannteStunden: null,
      begruendung: 'Die Fortbildung hat keinen Bezug zum Unterricht.',
    });
    expect(await notificationsOf(backend, person.uid)).toEqual([]);
  });

  it('lets one of two clerks deciding at once win; the other gets 409 in German', async () => {
    const { person, request } = await openRequest();
    const secondClerk = await who.withRoles(['verwaltung']);
    const answers = await Promise.all([
      decide(request.id, { status: 'anerkannt', anerkannteStunden: 6 }),
      decide(request.id, { status: 'abgelehnt', begruendung: 'Kein Nachweis der Dauer.' }, secondClerk.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toMatch(/bereits entschieden/);
    expect(await notificationsOf(backend, person.uid)).toHaveLength(1);
  });

  it('is verwaltung’s of the same tenant: another tenant’s request does not exist for it, nobody decides their own', async () => {
    const { request } = await openRequest();
    expect((await decide(request.id, { status: 'anerkannt', anerkannteStunden: 6 }, tokens[FOREIGN_CLERK])).status).toBe(404);
    expect((await decide(request.id, { status: 'anerkannt', anerkannteStunden: 6 }, tokens['veranstaltungsleiter.iqsh'])).status).toBe(403);
    const both = await who.withRoles(['lehrkraft', 'verwaltung']);
    const own = AnerkennungSchema.parse((await upload(both.token)).json);
    expect((await decide(own.id, { status: 'anerkannt', anerkannteStunden: 6 }, tokens[CLERK])).status).toBe(200);
    const ownAgain = AnerkennungSchema.parse((await upload(both.token)).json);
    await backend.db.query(`UPDATE users SET active_role = 'verwaltung' WHERE uid = $1`, [both.uid]);
    expect((await decide(ownAgain.id, { status: 'anerkannt', anerkannteStunden: 6 }, both.token)).status).toBe(403);
  });
});

describe('data protection', () => {
  it('puts the requests into the person’s data export, and erasure removes them with their proofs', async () => {
    const { person, request } = await openRequest();
    const exported = DatenauskunftSchema.parse((await forms('/api/v1/datenauskunft', { user: person.token })).json);
    expect(exported.anerkennungen).toEqual([request]);
    await backend.db.tx((sql) => erasePerson(sql, person.uid));
    expect(await backend.db.query('SELECT 1 FROM anerkennungen WHERE uid = $1', [person.uid])).toEqual([]);
  });
});
