import { TerminVerwaltungSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../../server';
import {
  asInput,
  bookedUser,
  bookingStates,
  inDays,
  notificationsOf,
  onlineDate,
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

const { draftOf, addDate, changeDate, datesOf, dateOf, historyOf } = dateEditingRequests(
  () => forms,
  () => tokens['verwaltung.iqsh'],
);

describe('adding dates', () => {
  it('adds dates to a draft for its organiser and the administration; another organiser and another tenant do not see it', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const { vnr } = await draftOf(organiser.token);
    const created = await addDate(organiser.token, vnr, placeDate(40));
    expect(created.status).toBe(201);
    expect(TerminVerwaltungSchema.parse(created.json)).toMatchObject({
      vnr,
      status: 'buchbar',
      zugelassen: 0,
      anmeldungen: 0,
      onlineLink: null,
      ort: { name: 'IQSH-Lernort Kiel', raum: 'Raum 1.02', kreis: 'kiel' },
      schuleDstnr: null,
    });
    expect((await addDate(tokens['verwaltung.iqsh'], vnr, placeDate(50))).status).toBe(201);

    const other = await who.withRoles(['veranstaltungsleiter']);
    expect((await addDate(other.token, vnr, placeDate(40))).status).toBe(404);
    expect((await addDate(tokens['qualitaetskontrolle.iqsh'], vnr, placeDate(40))).status).toBe(404);
    expect((await addDate(tokens['verwaltung.shibb'], vnr, placeDate(40))).status).toBe(404);
    expect((await forms(`/api/v1/angebote/${vnr}/termine`, { user: other.token })).status).toBe(404);
    const minutes = (instant: string) => instant.slice(0, 16);
    expect((await datesOf(organiser.token, vnr)).map((t) => minutes(t.beginn))).toEqual([minutes(inDays(40)), minutes(inDays(50))]);

    const history = await historyOf(vnr);
    expect(history.map((h) => h.aktion)).toEqual(['angelegt', 'termin_angelegt', 'termin_angelegt']);
    expect(history[1]).toMatchObject({ terminId: created.json.id, rolle: 'veranstaltungsleiter' });
    expect(history[1].aenderungen).toContainEqual({ feld: 'maxPlaetze', vorher: null, nachher: 3 });
  });

  it('adds dates to a published offer at once; quality control and other organisers may not, another tenant finds no such offer', async () => {
    const { vnr } = await publishedOffer(backend);
    const created = await addDate(tokens['veranstaltungsleiter.iqsh'], vnr, onlineDate(45));
    expect(created.status).toBe(201);
    // Bookable at once: the catalogue lists it.
    expect((await forms(`/api/v1/angebote/${vnr}`)).json.termine.map((t: { id: number }) => t.id)).toContain(created.json.id);
    expect((await addDate(tokens['qualitaetskontrolle.iqsh'], vnr, onlineDate(45))).status).toBe(403);
    expect((await addDate((await who.withRoles(['veranstaltungsleiter'])).token, vnr, onlineDate(45))).status).toBe(403);
    expect((await addDate(tokens['verwaltung.shibb'], vnr, onlineDate(45))).status).toBe(404);
    expect((await addDate(tokens['lehrkraft.iqsh'], vnr, onlineDate(45))).status).toBe(403);
    // Quality control reads the dates of what it reviews, with the meeting link.
    expect((await datesOf(tokens['qualitaetskontrolle.iqsh'], vnr)).find((t) => t.id === created.json.id)?.onlineLink).toBe(
      'https://konferenz.example/raum-1',
    );
  });

  it('checks the fields against each other and against the offer’s format, in German', async () => {
    const organiser = await who.withRoles(['veranstaltungsleiter']);
    const { vnr } = await draftOf(organiser.token);
    const bad = await addDate(
      organiser.token,
      vnr,
      placeDate(40, {
        ende: inDays(40, 7),
        sitzungen: [{ beginn: inDays(41, 8), ende: inDays(41, 9) }],
        minPlaetze: 5,
        maxPlaetze: 3,
        anmeldeschluss: inDays(41),
        stornofrist: inDays(42),
      }),
    );
    expect(bad.status).toBe(400);
    expect(messages(bad)).toEqual({
      ende: 'Das Ende muss nach dem Beginn liegen.',
      'sitzungen.0': 'Jede Sitzung muss zwischen Beginn und Ende des Termins liegen.',
      minPlaetze: 'Die Mindestzahl darf nicht größer sein als die Zahl der Plätze.',
      anmeldeschluss: 'Der Anmeldeschluss darf nicht nach dem Beginn liegen.',
      stornofrist: 'Die Stornofrist darf nicht nach dem Beginn liegen.',
    });
    expect(messages(await addDate(organiser.token, vnr, placeDate(-2)))).toMatchObject({
      beginn: 'Der Termin muss in der Zukunft beginnen.',
    });
    expect(messages(await addDate(organiser.token, vnr, onlineDate(40)))).toEqual({
      ort: 'Bitte geben Sie den Veranstaltungsort an.',
      onlineLink: 'Eine Präsenzveranstaltung hat keinen Online-Raum; bitte lassen Sie den Link leer.',
    });
    expect(messages(await addDate(organiser.token, vnr, { ...placeDate(40), maxPlaetze: 'viele' }))).toMatchObject({
      maxPlaetze: 'Bitte geben Sie die Zahl der Plätze als ganze Zahl an.',
    });
    expect(await datesOf(organiser.token, vnr)).toEqual([]);
  });

  it('adds no dates to a self-learning course or, but through a school’s request, an on-demand offer', async () => {
    const course = await publishedOffer(backend, { vtyp: 'SLK' });
    expect((await addDate(tokens['veranstaltungsleiter.iqsh'], course.vnr, onlineDate(40))).json.error).toBe('falscher_angebotstyp');
    const onDemand = await publishedOffer(backend, { vtyp: 'ABRUF' });
    expect((await addDate(tokens['veranstaltungsleiter.iqsh'], onDemand.vnr, onlineDate(40))).status).toBe(409);
  });
});

describe('changing dates', () => {
  it('never gives a date fewer places than people admitted, and moves the waiting list up when places are added', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30, plaetze: 2, wartelistePlaetze: 3 }] });
    const id = termine[0].id;
    const [first, second] = [await bookedUser(backend, vnr, id, 'zugelassen'), await bookedUser(backend, vnr, id, 'zugelassen')];
    const [waitingFirst, waitingSecond] = [
      await bookedUser(backend, vnr, id, 'warteliste'),
      await bookedUser(backend, vnr, id, 'warteliste'),
    ];
    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const date = await dateOf(vnr, id);
    expect(date).toMatchObject({ zugelassen: 2, warteliste: 2, status: 'ausgebucht' });

    const fewer = await changeDate(organiser, id, asInput(date, { minPlaetze: 1, maxPlaetze: 1 }));
    expect(fewer.status).toBe(409);
    expect(fewer.json).toMatchObject({
      error: 'plaetze_unter_zugelassen',
      message: expect.stringContaining('schon 2 Personen zugelassen'),
    });

    const more = TerminVerwaltungSchema.parse((await changeDate(organiser, id, asInput(date, { maxPlaetze: 3 }))).json);
    expect(more).toMatchObject({ maxPlaetze: 3, zugelassen: 3, warteliste: 1, freiePlaetze: 0, status: 'ausgebucht' });
    expect(await bookingStates(backend, id)).toEqual({
      [first]: 'zugelassen',
      [second]: 'zugelassen',
      [waitingFirst]: 'zugelassen',
      [waitingSecond]: 'warteliste',
    });
    expect((await notificationsOf(backend, waitingFirst)).at(-1)?.titel).toBe('Anmeldung: zugelassen');
    // More places change neither time nor place: nobody is told of a changed date.
    expect((await notificationsOf(backend, first)).map((n) => n.titel)).not.toContain('Termin geändert');

    const shorterList = await changeDate(organiser, id, asInput(more, { wartelistePlaetze: 0 }));
    expect(shorterList.json.error).toBe('warteliste_zu_klein');
    expect(await dateOf(vnr, id)).toMatchObject({ wartelistePlaetze: 3, warteliste: 1 });
    const history = await historyOf(vnr);
    expect(history.map((h) => h.aktion)).toEqual(['termin_geaendert']);
    expect(history[0]).toMatchObject({ terminId: id, aenderungen: [{ feld: 'maxPlaetze', vorher: 2, nachher: 3 }] });
  });

  it('tells everyone with an active booking what changed in a published date’s time or place, unless they switched it off', async () => {
    const { vnr, titel, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30, plaetze: 5 }] });
    const id = termine[0].id;
    const admitted = await bookedUser(backend, vnr, id, 'zugelassen');
    const waiting = await bookedUser(backend, vnr, id, 'wartet_auf_genehmigung');
    const cancelled = await bookedUser(backend, vnr, id, 'storniert');
    const quiet = await bookedUser(backend, vnr, id, 'zugelassen');
    await backend.db.query(`UPDATE users SET benachrichtigungen_aus = '{anmeldestatus}' WHERE uid = $1`, [quiet]);

    const moved = asInput(await dateOf(vnr, id), {
      beginn: inDays(31, 12),
      ende: inDays(31, 16),
      sitzungen: [{ beginn: inDays(31, 12), ende: inDays(31, 16) }],
      onlineLink: 'https://konferenz.example/neuer-raum',
    });
    expect((await changeDate(tokens['verwaltung.iqsh'], id, moved)).status).toBe(200);
    for (const uid of [admitted, waiting]) {
      const told = (await notificationsOf(backend, uid)).at(-1);
      expect(told).toMatchObject({ titel: 'Termin geändert', art: 'anmeldestatus' });
      expect(told?.text).toContain(`Der Termin von „${titel}“ hat sich geändert. Neue Zeit: `);
      expect(told?.text).toMatch(
        /Neue Zeit: \w\w\., \d\d\.\d\d\.\d{4}, 1[34]:00–1[78]:00 Uhr \(bisher \w\w\., \d\d\.\d\d\.\d{4}, 1[01]:00–1[45]:00 Uhr\)\./,
      );
      expect(told?.text).toContain('Der Link zum Online-Raum hat sich geändert');
      expect(told?.text).not.toContain('neuer-raum');
    }
    for (const uid of [cancelled, quiet])
      expect((await notificationsOf(backend, uid)).map((n) => n.titel)).not.toContain('Termin geändert');
    const [step] = await historyOf(vnr);
    expect(step.aenderungen.map((a) => a.feld)).toEqual(['beginn', 'ende', 'sitzungen', 'onlineLink']);
  });

  it('lets no one but the offer’s staff change a date, and no date that has begun or was cancelled', async () => {
    const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: 30 }, { inTagen: -3 }] });
    const input = asInput(await dateOf(vnr, termine[0].id));
    expect((await changeDate(tokens['qualitaetskontrolle.iqsh'], termine[0].id, input)).status).toBe(403);
    expect((await changeDate((await who.withRoles(['veranstaltungsleiter'])).token, termine[0].id, input)).status).toBe(403);
    expect((await changeDate(tokens['verwaltung.shibb'], termine[0].id, input)).status).toBe(404);
    // Moved into the future, the input is valid; the date itself has begun.
    const begun = await changeDate(tokens['verwaltung.iqsh'], termine[1].id, onlineDate(20));
    expect(begun.json).toMatchObject({ error: 'falscher_status', message: expect.stringContaining('schon begonnen') });
    expect((await changeDate(tokens['verwaltung.iqsh'], 999_999, input)).status).toBe(404);
  });
});
