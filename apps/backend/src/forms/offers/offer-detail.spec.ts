import type { AngebotAnlage } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { serviceClient, serviceToken, signIn, startTestBackend, testFixture } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
beforeAll(async () => {
  backend = await startTestBackend({ testFixtures: true });
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
});
afterAll(() => backend?.close());

async function personWith(rollen: string[], mandant = 'iqsh') {
  const user = await testFixture<{ benutzername: string; uid: string }>(backend, 'benutzer', { mandant, rollen });
  return (await signIn(backend, user.benutzername, mandant)).access_token;
}

const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Ein Entwurf, den nur seine Schreibenden sehen',
  beschreibung: 'Noch in Arbeit.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Gymnasium'],
  faecher: ['Mathematik'],
  kennzeichen: [],
  format: 'praesenz',
  umfangStunden: 3,
  gebuehr: 0,
  referenten: [],
  kontakt: 'entwurf@iqsh.example',
  anhaenge: [],
  plattformLink: null,
  selbstabschluss: false,
};

describe('an offer read by its number (GET /api/v1/angebote/{vnr})', () => {
  it('shows a draft only to those who may change it (canSeeOffer); everyone else hears of an unknown number', async () => {
    const organiser = await personWith(['veranstaltungsleiter']);
    const created = await forms('/api/v1/angebote', { body: DRAFT, user: organiser });
    const vnr = (created.json as { vnr: string }).vnr;
    const read = async (user?: string) => (await forms(`/api/v1/angebote/${vnr}`, user ? { user } : {})).status;

    expect(await read(organiser)).toBe(200);
    expect(await read(await personWith(['verwaltung']))).toBe(200);
    expect(await read(await personWith(['veranstaltungsleiter']))).toBe(404);
    expect(await read(await personWith(['qualitaetskontrolle']))).toBe(404);
    expect(await read(await personWith(['verwaltung'], 'shibb'))).toBe(404);
    expect(await read()).toBe(404);
    const unknown = await forms('/api/v1/angebote/IQ599999', { user: await personWith(['qualitaetskontrolle']) });
    expect(unknown.status).toBe(404);

    await forms(`/api/v1/angebote/${vnr}/einreichen`, { body: { version: 1 }, user: organiser });
    expect(await read(await personWith(['qualitaetskontrolle']))).toBe(200);
    expect(await read(await personWith(['veranstaltungsleiter']))).toBe(200);
  });
});
