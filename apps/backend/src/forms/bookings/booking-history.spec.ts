import { AnmeldungsVerlaufSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, notificationsOf, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

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

const uidOf = async (username: string) =>
  (await backend.db.query<{ uid: string }>('SELECT uid FROM users WHERE username = $1', [username]))[0].uid;
const history = async (id: number, token: string) => forms(`/api/v1/anmeldungen/${id}/verlauf`, { user: token });
const steps = async (id: number, token: string) => {
  const answer = await history(id, token);
  expect(answer.status).toBe(200);
  return AnmeldungsVerlaufSchema.parse(answer.json).items;
};
const book = (token: string, terminId: number) => forms('/api/v1/anmeldungen', { body: { terminId }, user: token });
const teacher = () => who.withRoles(['lehrkraft']);

describe('a booking’s history', () => {
  it('records the person’s booking, the organiser’s move and cancelling with the reason, and the move-up as the back end’s', async () => {
    const { termine } = await publishedOffer(backend, { termine: [{ plaetze: 1 }, { plaetze: 2, inTagen: 50 }] });
    const [first, second] = termine.map((t) => t.id);
    const [seated, waiting] = [await teacher(), await teacher()];
    const booking = (await book(seated.token, first)).json.id as number;
    const waitingBooking = (await book(waiting.token, first)).json.id as number;
    const organiser = tokens[ORGANISER];
    const organiserUid = await uidOf(ORGANISER);

    const moved = await forms(`/api/v1/anmeldungen/${booking}/umbuchen`, {
      body: { terminId: second, notiz: 'Näher an Ihrer Schule.' },
      user: organiser,
    });
    expect(moved.status).toBe(200);
    const unexplained = await forms(`/api/v1/anmeldungen/${booking}/status`, { body: { status: 'storniert' }, user: organiser });
    expect([unexplained.status, unexplained.json.message]).toEqual([
      400,
      'Die Eingabe ist ungültig: notiz: Bitte geben Sie eine Begründung an; die Person erhält sie mit der Benachrichtigung.',
    ]);
    const reason = 'Die Fortbildung passt nicht zu Ihrem Fach.';
    expect(
      (await forms(`/api/v1/anmeldungen/${booking}/status`, { body: { status: 'storniert', notiz: reason }, user: organiser })).status,
    ).toBe(200);

    const own = await steps(booking, seated.token);
    expect(own.map((s) => [s.schritt, s.status, s.akteur?.uid ?? null, s.vonPerson, s.grund])).toEqual([
      ['angemeldet', 'zugelassen', seated.uid, true, null],
      ['verschoben', 'zugelassen', organiserUid, false, 'Näher an Ihrer Schule.'],
      ['storniert', 'storniert', organiserUid, false, reason],
    ]);
    expect(own[1]).toMatchObject({ termin: { id: second }, akteur: { rolle: 'veranstaltungsleiter' }, nachgetragen: false });
    expect((await notificationsOf(backend, seated.uid)).at(-1)?.text).toContain(`Begründung: ${reason}`);
    // The seat the move freed went to the waiting list: the seat allocation's step, no one's.
    const movedUp = await steps(waitingBooking, waiting.token);
    expect(movedUp.map((s) => [s.schritt, s.status, s.akteur])).toEqual([
      ['angemeldet', 'warteliste', expect.objectContaining({ uid: waiting.uid })],
      ['nachgerueckt', 'zugelassen', null],
    ]);
  });

  it('names the school head’s approval and rejection, with the reason of the rejection', async () => {
    const { termine } = await publishedOffer(backend, { termine: [{ genehmigungErforderlich: true }] });
    const head = await who.withRoles(['schulleitung'], { schulleitung: true });
    const [approved, rejected] = [
      await who.withRoles(['lehrkraft'], { schule: head.dstnr }),
      await who.withRoles(['lehrkraft'], { schule: head.dstnr }),
    ];
    const decide = async (person: { token: string }, body: Record<string, unknown>) => {
      const id = (await book(person.token, termine[0].id)).json.id as number;
      expect((await forms(`/api/v1/anmeldungen/${id}/genehmigung`, { body, user: head.token })).status).toBe(200);
      return (await steps(id, person.token)).at(-1);
    };
    expect(await decide(approved, { entscheidung: 'genehmigt' })).toMatchObject({
      schritt: 'genehmigt',
      status: 'zugelassen',
      akteur: { uid: head.uid, rolle: 'schulleitung' },
    });
    expect(await decide(rejected, { entscheidung: 'abgelehnt', begruendung: 'Unterricht an dem Tag.' })).toMatchObject({
      schritt: 'abgelehnt',
      status: 'nicht_zugelassen',
      grund: 'Unterricht an dem Tag.',
    });
  });

  it('is the person’s own, the date’s organiser’s, the administration’s and quality control’s to read; 404 for everyone else', async () => {
    const { termine } = await publishedOffer(backend, { termine: [{}] });
    const person = await teacher();
    const booking = (await book(person.token, termine[0].id)).json.id as number;
    for (const token of [person.token, tokens[ORGANISER], tokens['verwaltung.iqsh'], tokens['qualitaetskontrolle.iqsh']])
      expect((await history(booking, token)).status).toBe(200);
    const stranger = await teacher();
    const otherOrganiser = await who.withRoles(['veranstaltungsleiter']);
    for (const token of [stranger.token, otherOrganiser.token, tokens['verwaltung.shibb']])
      expect((await history(booking, token)).status).toBe(404);
    expect((await history(999_999, tokens['verwaltung.iqsh'])).status).toBe(404);
  });

  it('starts for every booking that existed before it, from the booking’s state', async () => {
    const [{ without }] = await backend.db.query<{ without: number }>(
      'SELECT count(*)::int AS without FROM anmeldungen a WHERE NOT EXISTS (SELECT 1 FROM anmeldung_historie h WHERE h.anmeldung_id = a.id)',
    );
    expect(without).toBe(0);
  });
});

describe('booking for a person', () => {
  const forPerson = (token: string, body: Record<string, unknown>) => forms('/api/v1/anmeldungen/fuer-person', { body, user: token });

  it('books as the person would, outside the booking window, naming the clerk and the reason', async () => {
    const { termine } = await publishedOffer(backend, { termine: [{ plaetze: 1 }] });
    const date = termine[0].id;
    await backend.db.query(`UPDATE termine SET anmeldebeginn = now() + interval '2 days' WHERE id = $1`, [date]);
    const [first, second] = [await teacher(), await teacher()];
    const grund = 'Telefonisch angemeldet; die Anmeldung öffnet erst übermorgen.';
    const clerk = tokens['verwaltung.iqsh'];

    for (const token of [tokens[ORGANISER], first.token])
      expect((await forPerson(token, { uid: first.uid, terminId: date, grund })).status).toBe(403);
    expect((await forPerson(clerk, { uid: first.uid, terminId: date })).status).toBe(400);
    expect((await forPerson(tokens['verwaltung.shibb'], { uid: first.uid, terminId: date, grund })).status).toBe(404);

    const seated = await forPerson(clerk, { uid: first.uid, terminId: date, grund });
    expect([seated.status, seated.json.status]).toEqual([201, 'zugelassen']);
    expect((await forPerson(clerk, { uid: second.uid, terminId: date, grund })).json.status).toBe('warteliste');
    expect((await forPerson(clerk, { uid: first.uid, terminId: date, grund })).json.error).toBe('bereits_angemeldet');

    const [booked] = await steps(seated.json.id, first.token);
    expect(booked).toMatchObject({
      schritt: 'angemeldet',
      status: 'zugelassen',
      vonPerson: false,
      grund,
      akteur: { uid: await uidOf('verwaltung.iqsh'), rolle: 'verwaltung' },
    });
    expect((await notificationsOf(backend, first.uid)).at(-1)?.text).toContain(`Begründung: ${grund}`);
  });
});
