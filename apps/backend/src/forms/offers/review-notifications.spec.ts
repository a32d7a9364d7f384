import { BenachrichtigungListSchema, type AngebotAnlage } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend, testFixture } from '../../test-support/harness';
import { reviewNotice } from './review-notifications';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let notification: ReturnType<typeof serviceClient>;
beforeAll(async () => {
  backend = await startTestBackend({ testFixtures: true });
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
});
afterAll(() => backend?.close());

/** A user of the test's own in the tenant shibb (few demo users there), signed in, with the roles given. */
async function personWith(rollen: string[]) {
  const user = await testFixture<{ benutzername: string; uid: string }>(backend, 'benutzer', { mandant: 'shibb', rollen });
  return { ...user, token: (await signIn(backend, user.benutzername, 'shibb')).access_token };
}
const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Berufliche Orientierung im Team planen',
  beschreibung: 'Wie ein Kollegium die berufliche Orientierung über alle Jahrgänge abstimmt.',
  ziele: 'Die Teilnehmenden entwerfen einen Jahresplan.',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Berufsbildende Schule'],
  faecher: [],
  kennzeichen: [],
  format: 'praesenz',
  umfangStunden: 3,
  gebuehr: 0,
  referenten: ['Jana Kröger'],
  kontakt: 'bo@shibb.example',
  anhaenge: [],
  plattformLink: null,
  selbstabschluss: false,
};
const step = (token: string, vnr: string, action: string, body: unknown) =>
  forms(`/api/v1/angebote/${vnr}/${action}`, { body, user: token });
const titlesOf = async (token: string) =>
  BenachrichtigungListSchema.parse((await notification('/api/v1/benachrichtigungen', { user: token })).json).items.map((item) => [
    item.art,
    item.titel,
  ]);

describe('the notifications of the review loop', () => {
  it('tells quality control of a submission and the organiser of the decisions, nobody of their own step', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const reviewer = await personWith(['qualitaetskontrolle']);
    const quiet = await personWith(['qualitaetskontrolle']);
    await notification('/api/v1/abonnement', { method: 'PUT', body: { arten: { pruefung: false } }, user: quiet.token });
    const { vnr } = (await forms('/api/v1/angebote', { body: DRAFT, user: organiser.token })).json as { vnr: string };

    await step(organiser.token, vnr, 'einreichen', { version: 1 });
    expect(await titlesOf(reviewer.token)).toEqual([['pruefung', 'Angebot zur Prüfung eingereicht']]);
    expect(await titlesOf(quiet.token)).toEqual([]);
    expect(await titlesOf(organiser.token)).toEqual([]);

    await step(reviewer.token, vnr, 'zurueckgeben', { version: 2, notiz: 'Bitte die Ziele schärfen.' });
    await step(organiser.token, vnr, 'einreichen', { version: 3 });
    await step(reviewer.token, vnr, 'freigeben', { version: 4 });
    expect(await titlesOf(organiser.token)).toEqual([
      ['pruefergebnis', 'Angebot freigegeben'],
      ['pruefergebnis', 'Angebot zurückgegeben'],
    ]);
    expect(await titlesOf(reviewer.token)).toHaveLength(2);
  });
});

describe('reviewNotice', () => {
  const offer = { vnr: 'IQ500001', mandant: 'iqsh', titel: 'Lesen lernen', leitungUid: 'u-1', revision: false };
  it('quotes the reviewer’s note in a sending back', () => {
    expect(reviewNotice('zurueckgeben', offer, ' Bitte Ziele ergänzen. ').text).toBe(
      'Das Angebot „Lesen lernen“ (IQ500001) wurde von der Qualitätskontrolle zurückgegeben. Notiz der Qualitätskontrolle: „Bitte Ziele ergänzen.“ Bitte überarbeiten Sie es und reichen Sie es erneut ein.',
    );
  });
  it('names a published offer’s revision as such', () => {
    expect(reviewNotice('einreichen', { ...offer, revision: true }).text).toMatch(/^Die Überarbeitung von „Lesen lernen“/);
  });
});
