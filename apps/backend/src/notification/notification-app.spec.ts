import { AbonnementSchema, BenachrichtigungListSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { prepareBookableDate, serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';
import { sendDueReminders } from './reminders';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let notification: ReturnType<typeof serviceClient>;
const users: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  forms = serviceClient(backend, 'forms', await serviceToken(backend, 'forms'));
  notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
  for (const name of ['lehrkraft.iqsh', 'schulleitung.iqsh', 'sonstige.iqsh'])
    users[name] = (await signIn(backend, name, name.split('.')[1])).access_token;
});
afterAll(() => backend?.close());

const subscription = async (user: string) => AbonnementSchema.parse((await notification('/api/v1/abonnement', { user })).json);
const change = (user: string, body: unknown) => notification('/api/v1/abonnement', { method: 'PUT', body, user });
const notes = async (user: string) =>
  BenachrichtigungListSchema.parse((await notification('/api/v1/benachrichtigungen', { user })).json).items;
const book = async (user: string, terminId: number) => (await forms('/api/v1/anmeldungen', { body: { terminId }, user })).json;

describe('kinds of notification', () => {
  it('switches each kind on and off by itself, and refuses unknown kinds in German', async () => {
    const user = users['sonstige.iqsh'];
    expect(await subscription(user)).toEqual({
      email: true,
      arten: {
        anmeldestatus: true,
        erinnerung: true,
        genehmigung: true,
        nachricht: true,
        pruefung: true,
        pruefergebnis: true,
        arbeitsgruppe: true,
        anerkennung: true,
        bewertung: true,
      },
      erinnerungVorlauf: 'woche',
      tageszusammenfassung: false,
    });
    await Promise.all([change(user, { arten: { erinnerung: false } }), change(user, { arten: { genehmigung: false } })]);
    expect(await subscription(user)).toEqual({
      email: true,
      arten: {
        anmeldestatus: true,
        erinnerung: false,
        genehmigung: false,
        nachricht: true,
        pruefung: true,
        pruefergebnis: true,
        arbeitsgruppe: true,
        anerkennung: true,
        bewertung: true,
      },
      erinnerungVorlauf: 'woche',
      tageszusammenfassung: false,
    });
    expect((await change(user, { email: false, arten: { erinnerung: true } })).json).toEqual({
      email: false,
      arten: {
        anmeldestatus: true,
        erinnerung: true,
        genehmigung: false,
        nachricht: true,
        pruefung: true,
        pruefergebnis: true,
        arbeitsgruppe: true,
        anerkennung: true,
        bewertung: true,
      },
      erinnerungVorlauf: 'woche',
      tageszusammenfassung: false,
    });
    const bad = await change(user, { arten: { newsletter: true } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Die Eingabe ist ungültig/);
  });

  it('writes no booking notification for someone who switched them off, and again once switched on', async () => {
    const user = users['lehrkraft.iqsh'];
    const quiet = await prepareBookableDate(backend, 7, 'max_plaetze = 5');
    const loud = await prepareBookableDate(backend, 8, 'max_plaetze = 5');
    await change(user, { arten: { anmeldestatus: false } });
    const silent = await book(user, quiet);
    expect((await notes(user)).some((note) => note.anmeldungId === silent.id)).toBe(false);
    await change(user, { arten: { anmeldestatus: true } });
    const told = await book(user, loud);
    expect((await notes(user)).find((note) => note.anmeldungId === told.id)).toMatchObject({
      art: 'anmeldestatus',
      titel: 'Anmeldung: zugelassen',
    });
  });

  it('tells the school head at once that a staff booking waits for approval, unless switched off', async () => {
    const head = users['schulleitung.iqsh'];
    const first = await prepareBookableDate(backend, 9, 'genehmigung_erforderlich = true');
    const second = await prepareBookableDate(backend, 10, 'genehmigung_erforderlich = true');
    const waiting = await book(users['lehrkraft.iqsh'], first);
    expect(waiting.status).toBe('wartet_auf_genehmigung');
    const asked = (await notes(head)).find((note) => note.anmeldungId === waiting.id);
    expect(asked).toMatchObject({
      art: 'genehmigung',
      titel: 'Genehmigung erbeten',
      text: expect.stringMatching(/^.+ möchte an „.+“ teilnehmen und braucht Ihre Genehmigung\.$/),
    });
    await change(head, { arten: { genehmigung: false } });
    const unasked = await book(users['lehrkraft.iqsh'], second);
    expect((await notes(head)).some((note) => note.anmeldungId === unasked.id)).toBe(false);
  });

  it('reminds the admitted once a week before their date, and not those who switched reminders off', async () => {
    const soon = await prepareBookableDate(
      backend,
      11,
      `max_plaetze = 5, beginn = now() + interval '5 days', anmeldeschluss = now() + interval '2 days', stornofrist = now() - interval '2 days'`,
    );
    const admitted = await book(users['lehrkraft.iqsh'], soon);
    const quiet = await book(users['sonstige.iqsh'], soon);
    await change(users['sonstige.iqsh'], { arten: { erinnerung: false } });
    await sendDueReminders(backend.db);
    await sendDueReminders(backend.db);
    const reminders = (await notes(users['lehrkraft.iqsh'])).filter(
      (note) => note.anmeldungId === admitted.id && note.art === 'erinnerung',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(/^„.+“ beginnt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr( \(online\)| in .+)\.$/);
    expect((await notes(users['sonstige.iqsh'])).some((note) => note.anmeldungId === quiet.id && note.art === 'erinnerung')).toBe(false);
  });

  it('reminds a week before, a day before, or both, as each person chose: once per booking and lead', async () => {
    const [week, day, both] = [users['lehrkraft.iqsh'], users['schulleitung.iqsh'], users['sonstige.iqsh']];
    for (const [user, erinnerungVorlauf] of [
      [week, 'woche'],
      [day, 'tag'],
      [both, 'beide'],
    ] as const) {
      expect((await change(user, { arten: { erinnerung: true }, erinnerungVorlauf })).json).toMatchObject({ erinnerungVorlauf });
    }
    const date = await prepareBookableDate(backend, 12, 'max_plaetze = 5');
    const bookings = new Map([week, day, both].map((user) => [user, book(user, date)]));
    const remindersOf = async (user: string) => {
      const { id } = await bookings.get(user);
      return (await notes(user)).filter((note) => note.anmeldungId === id && note.art === 'erinnerung').length;
    };
    const sweepAt = async (start: string) => {
      await backend.db.query(`UPDATE termine SET beginn = now() + interval '${start}' WHERE id = $1`, [date]);
      await sendDueReminders(backend.db);
      await sendDueReminders(backend.db);
      return [await remindersOf(week), await remindersOf(day), await remindersOf(both)];
    };
    await Promise.all(bookings.values());
    expect(await sweepAt('5 days')).toEqual([1, 0, 1]);
    expect(await sweepAt('12 hours')).toEqual([1, 1, 2]);
  });

  it('writes one reminder, not two at once, to someone who chose both and is admitted only the day before', async () => {
    const late = await prepareBookableDate(
      backend,
      13,
      `max_plaetze = 5, beginn = now() + interval '12 hours', anmeldeschluss = now() + interval '6 hours', stornofrist = now() - interval '2 days'`,
    );
    const user = users['sonstige.iqsh'];
    await change(user, { arten: { erinnerung: true }, erinnerungVorlauf: 'beide' });
    const booking = await book(user, late);
    await sendDueReminders(backend.db);
    await sendDueReminders(backend.db);
    expect((await notes(user)).filter((note) => note.anmeldungId === booking.id && note.art === 'erinnerung')).toHaveLength(1);
  });

  it('refuses a lead time that is not one of the choices', async () => {
    expect((await change(users['sonstige.iqsh'], { erinnerungVorlauf: 'monat' })).status).toBe(400);
  });
});
