import {
  AbrufanfrageEingangListSchema,
  AbrufanfrageEingangSchema,
  AbrufanfrageListSchema,
  HistorieSchema,
  SchulterminListSchema,
} from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import {
  notificationsOf,
  onlineDate,
  DATE_WORK_USERS,
  formsBackendWith,
  people,
  placeDate,
  publishedOffer,
} from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(async () => ({ backend, forms, who } = await formsBackendWith(tokens, DATE_WORK_USERS)));
afterAll(() => backend?.close());

/** A school head of a new school, and their open request for a new on-demand offer of veranstaltungsleiter.iqsh. */
async function openRequest() {
  const head = await who.withRoles(['schulleitung'], { schulleitung: true });
  const { vnr, titel } = await publishedOffer(backend, { vtyp: 'ABRUF', anfrage: { schule: head.dstnr, status: 'angefragt' } });
  const [request] = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: head.token })).json).items;
  return { head, vnr, titel, request };
}

const inbox = async (token: string, query = '') => {
  const answer = await forms(`/api/v1/abrufanfragen/eingang${query}`, { user: token });
  return answer.status === 200 ? AbrufanfrageEingangListSchema.parse(answer.json).items.map((item) => item.id) : answer.status;
};
const answer = (token: string, id: number, action: 'zusagen' | 'ablehnen', body: unknown) =>
  forms(`/api/v1/abrufanfragen/${id}/${action}`, { body, user: token });

describe('the organiser’s inbox of on-demand requests', () => {
  it('lists the requests of the organiser’s offers, the administration’s of the whole tenant, open ones oldest first', async () => {
    const { head, request } = await openRequest();
    const later = await openRequest();
    const mine = await forms('/api/v1/abrufanfragen/eingang?status=offen', { user: tokens['veranstaltungsleiter.iqsh'] });
    const items = AbrufanfrageEingangListSchema.parse(mine.json).items;
    expect(items.findIndex((item) => item.id === request.id)).toBeLessThan(items.findIndex((item) => item.id === later.request.id));
    expect(items.find((item) => item.id === request.id)).toMatchObject({
      status: 'angefragt',
      referenz: request.referenz,
      schule: { ort: 'Kiel', kreis: 'kiel' },
      angefragtVon: { uid: head.uid, email: expect.stringContaining('@') },
    });
    expect(await inbox(tokens['verwaltung.iqsh'])).toContain(request.id);
    expect(await inbox((await who.withRoles(['veranstaltungsleiter'])).token)).not.toContain(request.id);
    expect(await inbox(tokens['verwaltung.shibb'])).not.toContain(request.id);
    expect(await inbox(tokens['veranstaltungsleiter.iqsh'], '?status=beantwortet')).not.toContain(request.id);
    expect(await inbox(tokens['qualitaetskontrolle.iqsh'])).toBe(403);
    expect(await inbox(tokens['lehrkraft.iqsh'])).toBe(403);
    expect(await inbox(tokens['veranstaltungsleiter.iqsh'], '?status=erledigt')).toBe(400);
  });
});

describe('answering a request', () => {
  it('agrees with a closed date for the school, tells the school head and records the date in the history', async () => {
    const { head, vnr, titel, request } = await openRequest();
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const date = onlineDate(35, { maxPlaetze: 25 });
    expect((await answer((await who.withRoles(['veranstaltungsleiter'])).token, request.id, 'zusagen', date)).status).toBe(403);
    expect((await answer(tokens['qualitaetskontrolle.iqsh'], request.id, 'zusagen', date)).status).toBe(403);
    expect((await answer(tokens['verwaltung.shibb'], request.id, 'zusagen', date)).status).toBe(404);
    // The offer takes place online: a place is refused, in German.
    const inAPlace = await answer(organiser, request.id, 'zusagen', placeDate(35));
    expect(inAPlace.json.details).toContainEqual({ path: 'ort', message: expect.stringContaining('keinen Veranstaltungsort') });

    const agreed = AbrufanfrageEingangSchema.parse((await answer(organiser, request.id, 'zusagen', date)).json);
    expect(agreed).toMatchObject({ status: 'terminiert', termin: { id: expect.any(Number) }, begruendung: null });
    const terminId = agreed.termin?.id;
    const [schoolDate] = SchulterminListSchema.parse(
      (await forms(`/api/v1/angebote/${vnr}/schultermine`, { user: head.token })).json,
    ).items;
    expect(schoolDate).toMatchObject({ id: terminId, schuleDstnr: head.dstnr, maxPlaetze: 25, status: 'buchbar' });
    // A closed date: not in the public list of the offer's dates.
    expect((await forms(`/api/v1/angebote/${vnr}`)).json.termine).toEqual([]);

    const [schoolView] = AbrufanfrageListSchema.parse((await forms('/api/v1/abrufanfragen', { user: head.token })).json).items;
    expect(schoolView).toMatchObject({ status: 'terminiert', termin: { id: terminId } });
    const told = (await notificationsOf(backend, head.uid)).at(-1);
    expect(told).toMatchObject({ titel: 'Abrufveranstaltung vereinbart', art: 'anmeldestatus' });
    expect(told?.text).toMatch(
      new RegExp(
        `^Für Ihre Anfrage ${request.referenz} zu „${titel}“ ist ein Termin vereinbart: .+ Uhr\\. Ihr Kollegium kann sich ab sofort bis \\d\\d\\.\\d\\d\\.\\d{4} dazu anmelden\\.$`,
      ),
    );
    const [step] = HistorieSchema.parse((await forms(`/api/v1/angebote/${vnr}/historie`, { user: organiser })).json).items;
    expect(step).toMatchObject({ aktion: 'termin_angelegt', terminId, notiz: expect.stringContaining(request.referenz) });

    const again = await answer(organiser, request.id, 'zusagen', date);
    expect(again.json.error).toBe('anfrage_beantwortet');
    expect((await answer(organiser, request.id, 'ablehnen', { begruendung: 'Doch nicht.' })).json.error).toBe('anfrage_beantwortet');
  });

  it('declines with a reason the school head is told', async () => {
    const { head, request } = await openRequest();
    const administration = tokens['verwaltung.iqsh'];
    expect((await answer(administration, request.id, 'ablehnen', {})).json.details).toEqual([
      { path: 'begruendung', message: 'Bitte begründen Sie die Ablehnung; die Schulleitung erfährt die Begründung.' },
    ]);
    const begruendung = 'Im gewünschten Zeitraum ist keine Referentin frei; bitte fragen Sie für das zweite Halbjahr erneut an.';
    const declined = AbrufanfrageEingangSchema.parse((await answer(administration, request.id, 'ablehnen', { begruendung })).json);
    expect(declined).toMatchObject({ status: 'abgelehnt', begruendung, termin: null });
    expect((await notificationsOf(backend, head.uid)).at(-1)).toMatchObject({
      titel: 'Abrufveranstaltung abgelehnt',
      text: `Ihre Anfrage ${request.referenz} zu „${request.titel}“ wurde abgelehnt. Begründung: ${begruendung}`,
    });
    expect(await inbox(administration, '?status=beantwortet')).toContain(request.id);
    expect((await answer(administration, 999_999, 'ablehnen', { begruendung })).status).toBe(404);
  });
});
