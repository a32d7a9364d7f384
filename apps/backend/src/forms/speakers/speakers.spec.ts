import {
  AngebotArbeitsstandSchema,
  ReferentAkteSchema,
  ReferentenPageSchema,
  type ReferentAkte,
  type ReferentEingabe,
} from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { dateEditingRequests } from '../../test-support/date-editing-requests';
import { formsBackendWith, placeDate, publishedOffer } from '../../test-support/date-work';

/*
 * The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): who reads and
 * writes it, whom an organiser finds, the offers and dates a speaker taught, the names an offer
 * keeps writing, and the contact that never leaves to the public.
 */

const tokens: Record<string, string> = {};
const USERS = ['verwaltung.iqsh', 'qualitaetskontrolle.iqsh', 'lehrkraft.iqsh', 'verwaltung.shibb'] as const;

let backend: RunningBackend;
let forms: Awaited<ReturnType<typeof formsBackendWith>>['forms'];
let organiser: string;
let otherOrganiser: string;
let unlisted: ReferentAkte;
let listed: ReferentAkte;

const CONTACT = { email: 'h.jessen@uni-kiel.example', telefon: '0431 880-4711' };
const speakerInput = (name: string, more: Partial<ReferentEingabe> = {}): ReferentEingabe => ({
  name,
  titel: 'Prof. Dr.',
  organisation: 'Christian-Albrechts-Universität zu Kiel',
  themen: ['Sprachbildung', 'Mehrsprachigkeit'],
  ...CONTACT,
  ...more,
});
const create = (token: string, body: unknown) => forms('/api/v1/referenten', { body, user: token });
const read = (token: string, id: number) => forms(`/api/v1/referenten/${id}`, { user: token });
const found = async (token: string, q: string) =>
  ReferentenPageSchema.parse((await forms(`/api/v1/referenten?q=${encodeURIComponent(q)}`, { user: token })).json).items.map((r) => r.id);

beforeAll(async () => {
  const started = await formsBackendWith(tokens, USERS);
  ({ backend, forms } = started);
  [organiser, otherOrganiser] = (
    await Promise.all([started.who.withRoles(['veranstaltungsleiter']), started.who.withRoles(['veranstaltungsleiter'])])
  ).map((person) => person.token);
  const made = await Promise.all([
    create(organiser, speakerInput('Hanna Jessen-Unlisted')),
    create(tokens['verwaltung.iqsh'], speakerInput('Jonas Petersen-Listed', { titel: '', gelistet: true })),
  ]);
  expect(made.map((answer) => answer.status)).toEqual([201, 201]);
  [unlisted, listed] = made.map((answer) => ReferentAkteSchema.parse(answer.json));
});

afterAll(async () => backend?.close());

describe('who works on the directory', () => {
  it('lets organisers, the administration write; quality control read; everyone else 403', async () => {
    expect(unlisted).toMatchObject({ anzeigename: 'Prof. Dr. Hanna Jessen-Unlisted', gelistet: false, ...CONTACT, angebote: [] });
    expect((await read(tokens['qualitaetskontrolle.iqsh'], unlisted.id)).status).toBe(200);
    expect((await create(tokens['qualitaetskontrolle.iqsh'], speakerInput('Nicht erlaubt'))).status).toBe(403);
    expect((await forms('/api/v1/referenten', { user: tokens['lehrkraft.iqsh'] })).status).toBe(403);
    expect((await read(tokens['lehrkraft.iqsh'], unlisted.id)).status).toBe(403);
    expect((await create(tokens['lehrkraft.iqsh'], speakerInput('Nicht erlaubt'))).status).toBe(403);
  });

  it('keeps the tenants apart: another tenant finds nothing and gets 404', async () => {
    expect(await found(tokens['verwaltung.shibb'], 'Jessen')).toEqual([]);
    expect((await read(tokens['verwaltung.shibb'], listed.id)).status).toBe(404);
    const change = { ...speakerInput('Fremd'), version: listed.version };
    expect((await forms(`/api/v1/referenten/${listed.id}`, { method: 'PUT', body: change, user: tokens['verwaltung.shibb'] })).status).toBe(
      404,
    );
  });

  it('shows an organiser the listed speakers and their own, not another’s unlisted one', async () => {
    expect(await found(tokens['verwaltung.iqsh'], 'jessen-unlisted')).toEqual([unlisted.id]);
    expect(await found(organiser, 'Mehrsprachigkeit')).toEqual(expect.arrayContaining([unlisted.id, listed.id]));
    expect(await found(otherOrganiser, 'Mehrsprachigkeit')).toEqual(expect.arrayContaining([listed.id]));
    expect(await found(otherOrganiser, 'Jessen-Unlisted')).toEqual([]);
    expect((await read(otherOrganiser, unlisted.id)).status).toBe(404);
  });

  it('changes a speaker against the version read', async () => {
    const change = { ...speakerInput('Jonas Petersen-Listed', { titel: 'Dr.', gelistet: true }), version: listed.version };
    const changed = await forms(`/api/v1/referenten/${listed.id}`, { method: 'PUT', body: change, user: organiser });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ anzeigename: 'Dr. Jonas Petersen-Listed', version: listed.version + 1 });
    listed = ReferentAkteSchema.parse(changed.json);
    expect((await forms(`/api/v1/referenten/${listed.id}`, { method: 'PUT', body: change, user: organiser })).status).toBe(409);
  });
});

describe('the speakers of an offer', () => {
  const requests = dateEditingRequests(
    () => forms,
    () => tokens['verwaltung.iqsh'],
  );

  it('writes the names from the speakers picked, and lists the offer and its dates on the speaker’s page', async () => {
    const draft = await requests.draftOf(organiser);
    const body = { ...draft, referenten: ['wird ersetzt'], referentIds: [unlisted.id, listed.id] };
    const saved = AngebotArbeitsstandSchema.parse(
      (await forms(`/api/v1/angebote/${draft.vnr}`, { method: 'PUT', body, user: organiser })).json,
    );
    expect(saved).toMatchObject({ referentIds: [unlisted.id, listed.id], referenten: [unlisted.anzeigename, listed.anzeigename] });
    const date = await requests.addDate(organiser, draft.vnr, placeDate(30));
    expect(date.status).toBe(201);
    const page = ReferentAkteSchema.parse((await read(organiser, unlisted.id)).json);
    expect(page.angebotAnzahl).toBe(1);
    expect(page.angebote).toMatchObject([{ vnr: draft.vnr, status: 'entwurf', termine: [{ id: date.json.id }] }]);
    // Quality control reads the speaker, but not the organiser's draft: the offers are those the reader may see.
    expect(ReferentAkteSchema.parse((await read(tokens['qualitaetskontrolle.iqsh'], unlisted.id)).json).angebote).toEqual([]);
    // An organiser who may not find the speaker may not pick them; nor anyone a speaker of another tenant.
    const other = await requests.draftOf(otherOrganiser);
    const refused = await forms(`/api/v1/angebote/${other.vnr}`, {
      method: 'PUT',
      body: { ...other, referentIds: [unlisted.id] },
      user: otherOrganiser,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([{ path: 'referentIds', message: expect.stringContaining('gibt es im Verzeichnis nicht') }]);
  });

  it('links the names of a client that sends no speakers from the directory', async () => {
    const draft = await requests.draftOf(otherOrganiser);
    const body = { ...draft, referentIds: undefined, referenten: [listed.anzeigename, 'Frei eingegeben'] };
    const saved = (await forms(`/api/v1/angebote/${draft.vnr}`, { method: 'PUT', body, user: otherOrganiser })).json;
    expect(saved).toMatchObject({ referentIds: [listed.id], referenten: [listed.anzeigename, 'Frei eingegeben'] });
  });

  it('shows the public the names only, never a speaker’s contact', async () => {
    const offer = await publishedOffer(backend, { termine: [{}] });
    await backend.db.query('UPDATE angebote SET referent_ids = $2, referenten = $3 WHERE vnr = $1', [
      offer.vnr,
      [unlisted.id],
      [unlisted.anzeigename],
    ]);
    const visitor = await forms(`/api/v1/angebote/${offer.vnr}`);
    expect(visitor.status).toBe(200);
    expect(visitor.json.referenten).toEqual([unlisted.anzeigename]);
    const text = JSON.stringify(visitor.json);
    for (const secret of [CONTACT.email, CONTACT.telefon, 'referentIds', 'Universität']) expect(text).not.toContain(secret);
    expect(ReferentAkteSchema.parse((await read(tokens['verwaltung.iqsh'], unlisted.id)).json).angebote.map((a) => a.vnr)).toContain(
      offer.vnr,
    );
  });

  it('takes the offers’ free-text names into the directory (the migration’s import), one speaker per name and tenant', async () => {
    const offer = await publishedOffer(backend, { termine: [{}] });
    const names = ['Dr. Wiebke Import-Probe', 'Dr. Wiebke Import-Probe'];
    await backend.db.query('UPDATE angebote SET referenten = $2 WHERE vnr = $1', [offer.vnr, names]);
    await backend.db.query('SELECT referenten_aus_namen()');
    const [row] = await backend.db.query<{ ids: number[] }>('SELECT referent_ids AS ids FROM angebote WHERE vnr = $1', [offer.vnr]);
    const [speaker] = await backend.db.query<{ anzeigename: string; gelistet: boolean }>(
      'SELECT anzeigename, gelistet FROM referenten WHERE id = $1',
      [row.ids[0]],
    );
    expect(row.ids).toHaveLength(1);
    expect(speaker).toEqual({ anzeigename: names[0], gelistet: false });
    const same = await backend.db.query('SELECT 1 FROM referenten WHERE mandant = $1 AND anzeigename = $2', ['iqsh', names[0]]);
    expect(same).toHaveLength(1);
  });
});
