import { TerminVerwaltungSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import {
  asInput,
  bookedUser,
  bookingStates,
  notificationsOf,
  DATE_WORK_USERS,
  formsBackendWith,
  people,
  placeDate,
  publishedOffer,
} from '../../test-support/date-work';
import type { serviceClient } from '../../test-support/harness';
import { dateEditingRequests, messages } from '../../test-support/date-editing-requests';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(async () => ({ backend, forms, who } = await formsBackendWith(tokens, DATE_WORK_USERS)));
afterAll(() => backend?.close());

const { draftOf, addDate, changeDate, datesOf, historyOf } = dateEditingRequests(
  () => forms,
  () => tokens['verwaltung.iqsh'],
);

describe('deleting and cancelling dates', () => {
  it('deletes a date of an unpublished offer nobody booked, never one of a published offer', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const { vnr } = await draftOf(organiser.token);
    const { id } = (await addDate(organiser.token, vnr, placeDate(40))).json;
    expect(
      (await forms(`/api/v1/termine/${id}`, { method: 'DELETE', user: (await who.withRoles(['veranstaltungsleiter'])).token })).status,
    ).toBe(404);
    const deleted = await forms(`/api/v1/termine/${id}`, { method: 'DELETE', user: organiser.token });
    expect(deleted.status).toBe(200);
    expect(await datesOf(organiser.token, vnr)).toEqual([]);
    // A deleted date has no beginning to be named by any more: its last step's fields name it.
    expect((await historyOf(vnr)).at(-1)).toMatchObject({ aktion: 'termin_geloescht', terminId: id, terminBeginn: null });

    const published = await publishedOffer(backend, { termine: [{ inTagen: 30 }] });
    const refused = await forms(`/api/v1/termine/${published.termine[0].id}`, { method: 'DELETE', user: tokens['verwaltung.iqsh'] });
    expect(refused.json).toMatchObject({
      error: 'falscher_status',
      message: 'Termine eines veröffentlichten Angebots werden abgesagt, nicht gelöscht.',
    });
  });

  it('cancels a date with a reason: every active booking is abgesagt and its participant told why', async () => {
    const { vnr, titel, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30, plaetze: 1 }] });
    const id = termine[0].id;
    const admitted = await bookedUser(backend, vnr, id, 'zugelassen');
    const waiting = await bookedUser(backend, vnr, id, 'warteliste');
    const approval = await bookedUser(backend, vnr, id, 'wartet_auf_genehmigung');
    const cancelledBefore = await bookedUser(backend, vnr, id, 'storniert');
    const cancel = (token: string, body: unknown) => forms(`/api/v1/termine/${id}/absagen`, { body, user: token });

    expect(messages(await cancel(tokens['veranstaltungsleiter.iqsh'], { grund: ' ' }))).toEqual({
      grund: 'Bitte nennen Sie den Grund der Absage; die Angemeldeten erfahren ihn.',
    });
    expect((await cancel(tokens['qualitaetskontrolle.iqsh'], { grund: 'Krank' })).status).toBe(403);
    expect((await cancel(tokens['verwaltung.shibb'], { grund: 'Krank' })).status).toBe(404);

    const grund = 'Die Referentin ist erkrankt.';
    const done = TerminVerwaltungSchema.parse((await cancel(tokens['veranstaltungsleiter.iqsh'], { grund })).json);
    expect(done).toMatchObject({ status: 'abgesagt', zugelassen: 0, warteliste: 0 });
    expect(await bookingStates(backend, id)).toEqual({
      [admitted]: 'abgesagt',
      [waiting]: 'abgesagt',
      [approval]: 'abgesagt',
      [cancelledBefore]: 'storniert',
    });
    for (const uid of [admitted, waiting, approval]) {
      expect((await notificationsOf(backend, uid)).at(-1)).toMatchObject({
        titel: 'Anmeldung: abgesagt',
        text: expect.stringMatching(
          new RegExp(`^Ihre Anmeldung zu „${titel}“ hat jetzt den Status „abgesagt“\\. Der Termin am .+ fällt aus\\. Grund: ${grund}$`),
        ),
      });
    }
    expect((await notificationsOf(backend, cancelledBefore)).map((n) => n.titel)).not.toContain('Anmeldung: abgesagt');
    expect((await historyOf(vnr)).at(-1)).toMatchObject({
      aktion: 'termin_abgesagt',
      notiz: grund,
      terminId: id,
      terminBeginn: new Date(done.beginn).toISOString(),
    });
    expect((await cancel(tokens['veranstaltungsleiter.iqsh'], { grund })).json.error).toBe('falscher_status');
    expect((await changeDate(tokens['veranstaltungsleiter.iqsh'], id, asInput(done))).json.error).toBe('falscher_status');
  });
});
