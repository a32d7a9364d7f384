import { AngebotArbeitsstandSchema, PruefungenPageSchema, type AngebotAnlage } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(
  async () =>
    ({ backend, forms, who } = await formsBackendWith(tokens, [
      'qualitaetskontrolle.iqsh',
      'qualitaetskontrolle.shibb',
      'veranstaltungsleiter.iqsh',
      'verwaltung.iqsh',
    ])),
);
afterAll(() => backend?.close());

const DRAFT: AngebotAnlage = {
  vtyp: 'TERMIN',
  titel: 'Feedback im Deutschunterricht',
  beschreibung: 'Wie Rückmeldungen das Schreiben voranbringen.',
  ziele: '',
  hinweise: '',
  zielgruppen: ['lehrkraft'],
  schularten: ['Gymnasium'],
  faecher: ['Deutsch'],
  kennzeichen: [],
  format: 'online',
  umfangStunden: 3,
  gebuehr: 0,
  referenten: ['Jana Petersen'],
  kontakt: '',
};

const work = (answer: { json: unknown }) => AngebotArbeitsstandSchema.parse(answer.json);
/** A draft of the person, submitted; its number. */
async function submitted(token: string, titel = `${DRAFT.titel} ${Date.now()}`) {
  const draft = work(await forms('/api/v1/angebote', { body: { ...DRAFT, titel }, user: token }));
  work(await forms(`/api/v1/angebote/${draft.vnr}/einreichen`, { body: { version: draft.version }, user: token }));
  return draft.vnr;
}
const queue = async (token: string, query = 'pageSize=100') => {
  const answer = await forms(`/api/v1/pruefungen?${query}`, { user: token });
  expect(answer.status).toBe(200);
  return PruefungenPageSchema.parse(answer.json);
};

describe('the review queue', () => {
  it('lists offers and revisions under review, the longest waiting first, never a draft nor another tenant’s', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const first = await submitted(organiser.token);
    const second = await submitted(organiser.token);
    const draft = work(await forms('/api/v1/angebote', { body: DRAFT, user: organiser.token })).vnr;
    const { vnr: published, titel } = await publishedOffer(backend);
    const revision = work(await forms(`/api/v1/angebote/${published}/arbeitsstand`, { user: tokens['veranstaltungsleiter.iqsh'] }));
    const changed = work(
      await forms(`/api/v1/angebote/${published}`, {
        method: 'PUT',
        body: { ...DRAFT, titel: `Neu: ${titel}`, version: revision.version },
        user: tokens['veranstaltungsleiter.iqsh'],
      }),
    );
    work(
      await forms(`/api/v1/angebote/${published}/einreichen`, {
        body: { version: changed.version },
        user: tokens['veranstaltungsleiter.iqsh'],
      }),
    );

    const page = await queue(tokens['qualitaetskontrolle.iqsh']);
    const vnrs = page.items.map((item) => item.vnr);
    expect(vnrs.indexOf(first)).toBeLessThan(vnrs.indexOf(second));
    expect(vnrs.indexOf(second)).toBeLessThan(vnrs.indexOf(published));
    expect(vnrs).not.toContain(draft);
    // The seed's offers under review were submitted before these (the oldest first throughout).
    const times = page.items.map((item) => item.eingereichtAm ?? '');
    expect(times).toEqual([...times].sort());
    expect(page.items.find((item) => item.vnr === first)).toMatchObject({
      vtyp: 'TERMIN',
      version: 2,
      leitung: { uid: organiser.uid },
      ueberarbeitung: false,
      darfFreigeben: true,
      freigabeHinweis: null,
    });
    expect(page.items.find((item) => item.vnr === published)).toMatchObject({ titel: `Neu: ${titel}`, ueberarbeitung: true });
    expect((await queue(tokens['qualitaetskontrolle.shibb'])).items.map((item) => item.vnr)).not.toContain(first);
  });

  it('says who may not approve an offer they wrote (four eyes), also after switching to quality control', async () => {
    const both = await who.withRoles(['veranstaltungsleiter', 'qualitaetskontrolle']);
    const vnr = await submitted(both.token);
    const switched = await fetch(`${backend.urls.idp}/api/v1/userApplicationRole?scope=user&application=FOBU&role=qualitaetskontrolle`, {
      headers: { authorization: `Bearer ${both.token}` },
    });
    expect(switched.status).toBe(200);
    const own = (await queue(both.token)).items.find((item) => item.vnr === vnr);
    expect(own).toMatchObject({ darfFreigeben: false, freigabeHinweis: expect.stringContaining('andere Person freigeben') });
    expect((await queue(tokens['qualitaetskontrolle.iqsh'])).items.find((item) => item.vnr === vnr)?.darfFreigeben).toBe(true);
  });

  it('pages like the other searches', async () => {
    const all = await queue(tokens['qualitaetskontrolle.iqsh']);
    expect(all.total).toBeGreaterThan(2);
    const second = await queue(tokens['qualitaetskontrolle.iqsh'], 'page=2&pageSize=1');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1, items: [all.items[1]] });
    const beyond = await queue(tokens['qualitaetskontrolle.iqsh'], 'page=500&pageSize=100');
    expect(beyond).toMatchObject({ total: all.total, items: [] });
    expect((await forms('/api/v1/pruefungen?pageSize=0', { user: tokens['qualitaetskontrolle.iqsh'] })).status).toBe(400);
  });

  it('is quality control’s alone', async () => {
    for (const token of [tokens['veranstaltungsleiter.iqsh'], tokens['verwaltung.iqsh'], await who.demo('administrator.iqsh')]) {
      const refused = await forms('/api/v1/pruefungen', { user: token });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toContain('Qualitätskontrolle');
    }
    expect((await forms('/api/v1/pruefungen')).status).toBe(401);
  });
});
