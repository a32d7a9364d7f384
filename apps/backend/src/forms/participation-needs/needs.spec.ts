import { AnmeldungBedarfeSchema, TeilnahmeBedarfeSchema, TerminBedarfeSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';
import { deleteNeedsOfEndedDates } from './needs-queries';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
const ORGANISER = 'veranstaltungsleiter.iqsh';
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      ORGANISER,
      'verwaltung.iqsh',
      'verwaltung.shibb',
      'qualitaetskontrolle.iqsh',
    ])),
);

const NEEDS = { barrierefreiheit: 'Rollstuhl, ebenerdiger Zugang', ernaehrung: 'vegetarisch', kinderbetreuung: '', sonstiges: '' };
const teacher = () => who.withRoles(['lehrkraft']);
const book = async (token: string, terminId: number) =>
  (await forms('/api/v1/anmeldungen', { body: { terminId }, user: token })).json.id as number;
const putNeeds = (id: number, token: string, body: unknown = NEEDS) =>
  forms(`/api/v1/anmeldungen/${id}/bedarfe`, { method: 'PUT', body, user: token });
const readNeeds = (id: number, token: string) => forms(`/api/v1/anmeldungen/${id}/bedarfe`, { user: token });
const dateNeeds = (terminId: number, token: string) => forms(`/api/v1/termine/${terminId}/bedarfe`, { user: token });

/** A teacher's booking of a new date with the needs given, and the date's id. */
async function bookingWithNeeds() {
  const { termine } = await publishedOffer(backend, { termine: [{ plaetze: 5 }] });
  const person = await teacher();
  const id = await book(person.token, termine[0].id);
  expect((await putNeeds(id, person.token)).status).toBe(200);
  return { person, id, terminId: termine[0].id };
}

describe('needs for taking part', () => {
  it('keeps the person’s own in their settings, each empty until given, and refuses an over-long one', async () => {
    const person = await teacher();
    expect(TeilnahmeBedarfeSchema.parse((await forms('/api/v1/teilnahme-bedarfe', { user: person.token })).json)).toEqual({
      barrierefreiheit: '',
      ernaehrung: '',
      kinderbetreuung: '',
      sonstiges: '',
    });
    const saved = await forms('/api/v1/teilnahme-bedarfe', { method: 'PUT', body: { ernaehrung: ' vegan ' }, user: person.token });
    expect(saved.json).toEqual({ barrierefreiheit: '', ernaehrung: 'vegan', kinderbetreuung: '', sonstiges: '' });
    expect((await forms('/api/v1/teilnahme-bedarfe', { user: person.token })).json).toEqual(saved.json);
    const tooLong = await forms('/api/v1/teilnahme-bedarfe', { method: 'PUT', body: { sonstiges: 'x'.repeat(501) }, user: person.token });
    expect(tooLong.status).toBe(400);
    // Another person's settings are theirs alone.
    expect((await forms('/api/v1/teilnahme-bedarfe', { user: (await teacher()).token })).json).toMatchObject({ ernaehrung: '' });
  });

  it('shows a booking’s needs to the person and the date’s staff, never to quality control, another tenant or another person', async () => {
    const { person, id, terminId } = await bookingWithNeeds();
    expect(AnmeldungBedarfeSchema.parse((await readNeeds(id, person.token)).json)).toEqual({ anmeldungId: id, ...NEEDS });
    expect((await readNeeds(id, tokens[ORGANISER])).json).toMatchObject(NEEDS);
    expect((await readNeeds(id, tokens['verwaltung.iqsh'])).status).toBe(200);
    for (const token of [tokens['qualitaetskontrolle.iqsh'], tokens['verwaltung.shibb'], (await teacher()).token])
      expect((await readNeeds(id, token)).status).toBe(404);

    const list = await dateNeeds(terminId, tokens[ORGANISER]);
    expect(TerminBedarfeSchema.parse(list.json).items).toEqual([{ anmeldungId: id, ...NEEDS }]);
    expect((await dateNeeds(terminId, tokens['qualitaetskontrolle.iqsh'])).status).toBe(403);
    expect((await dateNeeds(terminId, person.token)).status).toBe(403);
  });

  it('lets only the person set a booking’s needs, and keeps no row for none', async () => {
    const { person, id, terminId } = await bookingWithNeeds();
    expect((await putNeeds(id, tokens[ORGANISER])).status).toBe(404);
    expect((await putNeeds(id, (await teacher()).token)).status).toBe(404);
    expect((await putNeeds(id, person.token, {})).json).toEqual({
      anmeldungId: id,
      barrierefreiheit: '',
      ernaehrung: '',
      kinderbetreuung: '',
      sonstiges: '',
    });
    expect((await dateNeeds(terminId, tokens[ORGANISER])).json).toEqual({ items: [] });
  });

  it('deletes a booking’s needs when it is cancelled, and refuses new ones for it', async () => {
    const { person, id, terminId } = await bookingWithNeeds();
    const cancelled = await forms(`/api/v1/anmeldungen/${id}/status`, {
      body: { status: 'storniert', notiz: 'Hat telefonisch abgesagt.' },
      user: tokens['verwaltung.iqsh'],
    });
    expect(cancelled.status).toBe(200);
    expect((await dateNeeds(terminId, tokens[ORGANISER])).json).toEqual({ items: [] });
    expect((await readNeeds(id, person.token)).json).toMatchObject({ barrierefreiheit: '', ernaehrung: '' });
    expect((await putNeeds(id, person.token)).status).toBe(409);
  });

  it('deletes the needs of dates that have ended with the sweep, and only those', async () => {
    const ended = await bookingWithNeeds();
    const coming = await bookingWithNeeds();
    await backend.db.query(
      `UPDATE termine SET beginn = now() - interval '2 days', ende = now() - interval '1 day', sitzungen = '[]' WHERE id = $1`,
      [ended.terminId],
    );
    expect(await deleteNeedsOfEndedDates(backend.db)).toBeGreaterThanOrEqual(1);
    expect((await dateNeeds(ended.terminId, tokens[ORGANISER])).json).toEqual({ items: [] });
    expect((await dateNeeds(coming.terminId, tokens[ORGANISER])).json).toMatchObject({ items: [{ anmeldungId: coming.id }] });
  });
});
