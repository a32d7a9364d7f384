import { BewertungsergebnisSchema, BewertungsformularSchema, OffeneBewertungenSchema } from '@fobu/api-contract';
import { EVALUATION_INVITATION_DAYS, EVALUATION_MIN_ANSWERS } from '@fobu/domain';
import type { RunningBackend } from '../../server';
import { formsBackendWith, notificationsOf, people, publishedOffer } from '../../test-support/date-work';
import { testFixture, type serviceClient } from '../../test-support/harness';
import { sendEvaluationInvitations } from './evaluation-invitations';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'veranstaltungsleiter.iqsh',
      'qualitaetskontrolle.iqsh',
      'controlling.iqsh',
      'lehrkraft.iqsh',
    ])),
);

const ANSWER = { werte: [4, 3, 3, 2, 4], freitext: 'Sehr praxisnah.' };

/** A person who booked the date in the state given. */
const personWith = (vnr: string, terminId: number, status: string) =>
  who.withRoles(['lehrkraft'], { anmeldungen: [{ vnr, terminId, status }] });

/** An offer of the demo organiser with one date that ended `daysAgo` days ago. */
async function pastDate(daysAgo = 1) {
  const offer = await publishedOffer(backend, { termine: [{ inTagen: -daysAgo }] });
  return { vnr: offer.vnr, id: offer.termine[0].id };
}

const answer = (terminId: number, token: string, body: unknown = ANSWER) =>
  forms(`/api/v1/termine/${terminId}/bewertung`, { method: 'POST', body, user: token });
const results = (path: string, token = tokens['veranstaltungsleiter.iqsh']) => forms(path, { user: token });

describe('the evaluation after a date', () => {
  it('takes one answer per booking, without the person, and refuses a second', async () => {
    const date = await pastDate();
    const person = await personWith(date.vnr, date.id, 'teilgenommen');
    const open = OffeneBewertungenSchema.parse((await forms('/api/v1/bewertungen/offen', { user: person.token })).json);
    expect(open.items.map((item) => item.terminId)).toEqual([date.id]);
    const form = BewertungsformularSchema.parse((await forms(`/api/v1/termine/${date.id}/bewertung`, { user: person.token })).json);
    expect(form).toMatchObject({ terminId: date.id, beantwortet: false });
    expect(form.aussagen).toHaveLength(5);

    const first = await answer(date.id, person.token);
    expect([first.status, first.json.beantwortet]).toEqual([200, true]);
    const second = await answer(date.id, person.token, { werte: [1, 1, 1, 1, 1] });
    expect([second.status, second.json.error]).toEqual([409, 'bereits_bewertet']);
    expect(second.json.message).toContain('bereits bewertet');

    expect((await forms('/api/v1/bewertungen/offen', { user: person.token })).json.items).toEqual([]);
    expect((await forms(`/api/v1/termine/${date.id}/bewertung`, { user: person.token })).json.beantwortet).toBe(true);
    const stored = await backend.db.query('SELECT * FROM bewertungen WHERE termin_id = $1', [date.id]);
    expect(stored).toEqual([{ termin_id: date.id, wert_1: 4, wert_2: 3, wert_3: 3, wert_4: 2, wert_5: 4, freitext: 'Sehr praxisnah.' }]);
    const [tokenRow] = await backend.db.query<{ token: string }>('SELECT token FROM bewertung_tokens');
    expect(tokenRow.token).not.toContain(String(person.uid));
  });

  it('keeps no person, booking or moment with an answer', async () => {
    const columns = await backend.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('bewertungen', 'bewertung_tokens') ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'bewertung_tokens.token',
      'bewertungen.termin_id',
      'bewertungen.wert_1',
      'bewertungen.wert_2',
      'bewertungen.wert_3',
      'bewertungen.wert_4',
      'bewertungen.wert_5',
      'bewertungen.freitext',
    ]);
  });

  it('refuses who did not attend, a date not yet over, and incomplete answers', async () => {
    const date = await pastDate();
    const absent = await personWith(date.vnr, date.id, 'nicht_erschienen');
    const refused = await answer(date.id, absent.token);
    expect([refused.status, refused.json.message]).toEqual([403, expect.stringContaining('teilgenommen')]);
    expect((await forms(`/api/v1/termine/${date.id}/bewertung`, { user: tokens['lehrkraft.iqsh'] })).status).toBe(403);
    const coming = await publishedOffer(backend, { termine: [{ inTagen: 3 }] });
    const early = await personWith(coming.vnr, coming.termine[0].id, 'teilgenommen');
    expect((await answer(coming.termine[0].id, early.token)).status).toBe(403);
    const attended = await personWith(date.vnr, date.id, 'teilgenommen');
    const incomplete = await answer(date.id, attended.token, { werte: [4, 3], freitext: '' });
    expect([incomplete.status, JSON.stringify(incomplete.json)]).toEqual([400, expect.stringContaining('jede Aussage')]);
    const tooLong = await answer(date.id, attended.token, { werte: [4, 4, 4, 4, 4], freitext: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await backend.db.query('SELECT 1 FROM bewertungen WHERE termin_id = $1', [date.id])).length).toBe(0);
  });

  it('shows results per date and per offer only from five answers on', async () => {
    const date = await pastDate();
    const participants = [];
    for (let i = 0; i < EVALUATION_MIN_ANSWERS; i++) participants.push(await personWith(date.vnr, date.id, 'teilgenommen'));
    for (const person of participants.slice(0, EVALUATION_MIN_ANSWERS - 1))
      await answer(date.id, person.token, { werte: [4, 4, 3, 2, 1], freitext: '' });

    const below = await results(`/api/v1/termine/${date.id}/bewertungen`);
    expect(below.json).toEqual({ titel: expect.any(String), anzahl: 4, ergebnis: null });
    expect((await results(`/api/v1/angebote/${date.vnr}/bewertungen`, tokens['qualitaetskontrolle.iqsh'])).json.ergebnis).toBeNull();

    await answer(date.id, participants[4].token, { werte: [3, 4, 3, 2, 1], freitext: 'Gern wieder.' });
    const shown = BewertungsergebnisSchema.parse((await results(`/api/v1/termine/${date.id}/bewertungen`)).json);
    expect(shown.anzahl).toBe(5);
    expect(shown.ergebnis?.aussagen[0]).toMatchObject({ durchschnitt: 3.8, verteilung: [4, 1, 0, 0] });
    expect(shown.ergebnis?.aussagen[4]).toMatchObject({ durchschnitt: 1, verteilung: [0, 0, 0, 5] });
    expect(shown.ergebnis?.freitexte).toEqual(['Gern wieder.']);
    const offer = BewertungsergebnisSchema.parse(
      (await results(`/api/v1/angebote/${date.vnr}/bewertungen`, tokens['qualitaetskontrolle.iqsh'])).json,
    );
    expect(offer.anzahl).toBe(5);

    expect((await results(`/api/v1/termine/${date.id}/bewertungen`, tokens['lehrkraft.iqsh'])).status).toBe(403);
    expect((await results(`/api/v1/angebote/${date.vnr}/bewertungen`, tokens['lehrkraft.iqsh'])).status).toBe(403);

    const figures = (await results('/api/v1/kennzahlen/bewertungen?von=2000-01-01&bis=2100-12-31', tokens['controlling.iqsh'])).json;
    expect(figures.faecher).toContainEqual(expect.objectContaining({ schluessel: 'Informatik', anzahl: expect.any(Number) }));
    expect(figures.faecher.every((group: { anzahl: number }) => group.anzahl >= EVALUATION_MIN_ANSWERS)).toBe(true);
    expect((await results('/api/v1/kennzahlen/bewertungen?von=2000-01-01&bis=2100-12-31')).status).toBe(403);
  });

  it('answers a workgroup’s record like an unknown offer', async () => {
    const group = await testFixture<{ vnr: string }>(backend, 'arbeitsgruppen', {});
    const unknown = await results(`/api/v1/angebote/${group.vnr}/bewertungen`, tokens['qualitaetskontrolle.iqsh']);
    expect([unknown.status, unknown.json.message]).toEqual([404, 'Dieses Angebot gibt es nicht.']);
    expect((await results('/api/v1/angebote/GIBTESNICHT/bewertungen', tokens['qualitaetskontrolle.iqsh'])).json.message).toBe(
      'Dieses Angebot gibt es nicht.',
    );
  });

  it('asks each participant once, only for dates that ended lately, and not who answered already', async () => {
    const recent = await pastDate();
    const old = await pastDate(EVALUATION_INVITATION_DAYS + 2);
    const asked = await personWith(recent.vnr, recent.id, 'teilgenommen');
    const answered = await personWith(recent.vnr, recent.id, 'teilgenommen');
    const absent = await personWith(recent.vnr, recent.id, 'nicht_erschienen');
    const long = await personWith(old.vnr, old.id, 'teilgenommen');
    await answer(recent.id, answered.token);
    await sendEvaluationInvitations(backend.db, backend.config.signingKey);
    await sendEvaluationInvitations(backend.db, backend.config.signingKey);
    const kinds = async (uid: string) => (await notificationsOf(backend, uid)).filter((n) => n.art === 'bewertung');
    expect(await kinds(asked.uid)).toEqual([expect.objectContaining({ titel: 'Bitte bewerten Sie Ihre Fortbildung' })]);
    expect(await kinds(answered.uid)).toEqual([]);
    expect(await kinds(absent.uid)).toEqual([]);
    expect(await kinds(long.uid)).toEqual([]);
  });
});
