import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import type { RunningBackend } from '../server';
import { notifyText } from '../notification/notify';
import { PORTAL, startTestBackend } from '../test-support/harness';
import type { CaughtEmail } from './mail-catcher';
import { startMailCatcher } from './mail-catcher';
import { MAX_EMAIL_ATTEMPTS, sendOpenEmails } from './mail-sweep';
import { isValidUnsubscribeToken } from './unsubscribe-link';
import { sendEvaluationInvitations } from '../forms/evaluation/evaluation-invitations';

interface Person {
  uid: string;
  email: string;
  salutation: string;
  name: string;
}

let backend: RunningBackend;
let titleCount = 0;
/** A subject no other test's e-mail has. */
const uniqueTitle = (what: string) => `${what} ${++titleCount}`;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

async function person(backend: RunningBackend, username: string): Promise<Person> {
  const [row] = await backend.db.query<Person>('SELECT uid, email, salutation, name FROM users WHERE username = $1', [username]);
  await backend.db.query(`UPDATE users SET email_abo = true, benachrichtigungen_aus = '{}' WHERE uid = $1`, [row.uid]);
  return row;
}

async function emailsTo(receiverUrl: string | undefined, address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${receiverUrl}/api/emails?an=${encodeURIComponent(address)}`);
  return ((await response.json()) as { items: CaughtEmail[] }).items;
}

/** The e-mail of this subject to `address`, once it has arrived at the back end's mailbox. */
const arrived = (address: string, titel: string) =>
  vi.waitFor(
    async () => {
      const found = (await emailsTo(backend.mailReceiverUrl, address)).find((candidate) => candidate.betreff === titel);
      if (!found) throw new Error(`no e-mail „${titel}“ yet`);
      return found;
    },
    { timeout: 10_000, interval: 100 },
  );

async function emailStatus(backend: RunningBackend, titel: string) {
  const [row] = await backend.db.query<{ email_status: string; email_versuche: number; email_gesendet_am: Date | null }>(
    'SELECT email_status, email_versuche, email_gesendet_am FROM benachrichtigungen WHERE titel = $1',
    [titel],
  );
  return row;
}

const notify = (backend: RunningBackend, who: Person, titel: string) =>
  notifyText(backend.db, who.uid, 'nachricht', titel, 'Der Raum der Fortbildung hat sich geändert: Sie treffen sich in Raum 204.');

describe('notifications as e-mail, through the development mailbox', () => {
  it('has nothing of the seed to send, reminders and invitations to evaluate included', async () => {
    // What the sweeps would write at the first start, the seed has written as already told.
    expect(await sendEvaluationInvitations(backend.db, backend.config.signingKey)).toBe(0);
    const [{ n }] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM benachrichtigungen WHERE email_status = 'offen'`);
    expect(n).toBe(0);
  });

  it('sends a notification as a formal German e-mail from the tenant, with a signed unsubscribe link', async () => {
    const teacher = await person(backend, 'lehrkraft.iqsh');
    const titel = uniqueTitle('Raumänderung');
    await notify(backend, teacher, titel);

    const email = await arrived(teacher.email, titel);

    expect(email.von).toBe('IQSH Fortbildungsportal <fortbildung@iqsh.example>');
    expect(email.an).toEqual([teacher.email]);
    expect(email.text).toContain(`Guten Tag ${teacher.salutation} ${teacher.name},`);
    expect(email.text).toContain('Sie treffen sich in Raum 204.');
    expect(email.text).toContain(`${PORTAL}/iqsh\n`);
    expect(email.html).toContain('<html lang="de">');

    const link = /^<(.+)>$/.exec(email.listUnsubscribe ?? '')?.[1] ?? '';
    expect(email.text).toContain(`E-Mails abbestellen: ${link}\n`);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${PORTAL}/unsubscribe/${teacher.uid}`);
    const token = url.searchParams.get('token') ?? '';
    expect(isValidUnsubscribeToken(backend.config.signingKey, teacher.uid, token)).toBe(true);
    expect(isValidUnsubscribeToken(backend.config.signingKey, 'someone-else', token)).toBe(false);
    expect(isValidUnsubscribeToken(backend.config.signingKey, teacher.uid, token, new Date(Date.now() + 61 * 86_400_000))).toBe(false);

    expect(await emailStatus(backend, titel)).toMatchObject({ email_status: 'gesendet', email_gesendet_am: expect.any(Date) });
  });

  it("sends a booking's notification from the tenant of the booked offer", async () => {
    const teacher = await person(backend, 'lehrkraft.iqsh');
    const titel = uniqueTitle('Anmeldung beim SHIBB');
    await backend.db.query(
      `INSERT INTO benachrichtigungen (uid, titel, text, anmeldung_id)
       SELECT $1, $2, 'Ihre Anmeldung hat einen neuen Status.', a.id FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr WHERE g.mandant = 'shibb' LIMIT 1`,
      [teacher.uid, titel],
    );

    const email = await arrived(teacher.email, titel);
    expect(email.von).toBe('SHIBB Fortbildungsportal <fortbildung@shibb.example>');
    expect(email.text).toContain(`${PORTAL}/shibb\n`);
  });

  it('sends nothing to a person without e-mail subscription', async () => {
    const head = await person(backend, 'schulleitung.iqsh');
    await backend.db.query('UPDATE users SET email_abo = false WHERE uid = $1', [head.uid]);
    const titel = uniqueTitle('Ohne E-Mail');
    await notify(backend, head, titel);

    await vi.waitFor(async () => expect((await emailStatus(backend, titel)).email_status).toBe('nicht_gewuenscht'), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await emailsTo(backend.mailReceiverUrl, head.email)).filter((email) => email.betreff === titel)).toEqual([]);
  });

  it('lists the e-mails on its German page', async () => {
    const response = await fetch(`${backend.mailReceiverUrl}`);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Posteingang für die Entwicklung');
    expect(page).toContain('Raumänderung');
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an SMTP server that cannot be reached', () => {
  let unreachable: RunningBackend;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeAll(async () => {
    unreachable = await startTestBackend({}, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await unreachable?.close();
    warn.mockRestore();
  });

  it('is tried again, and after five attempts the e-mail is given up', async () => {
    expect(unreachable.mailReceiverUrl).toBeUndefined();
    const teacher = await person(unreachable, 'lehrkraft.shibb');
    const titel = uniqueTitle('Nicht zustellbar');
    await notify(unreachable, teacher, titel);

    await vi.waitFor(async () => expect(await emailStatus(unreachable, titel)).toMatchObject({ email_status: 'fehlgeschlagen' }), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await emailStatus(unreachable, titel)).toMatchObject({ email_versuche: MAX_EMAIL_ATTEMPTS, email_gesendet_am: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('aufgegeben'));
  });

  it('sends a row once when two sweeps run at once', async () => {
    const catcher = await startMailCatcher('127.0.0.1', { smtp: 0, http: 0 });
    const transport = createTransport({ url: catcher.smtpUrl });
    try {
      const teacher = await person(unreachable, 'lehrkraft.shibb');
      const titel = uniqueTitle('Nur einmal');
      await notify(unreachable, teacher, titel);

      const sent = await Promise.all([1, 2].map(() => sendOpenEmails(unreachable.db, transport, unreachable.config)));

      expect(sent.reduce((a, b) => a + b)).toBe(1);
      expect((await emailsTo(catcher.url, teacher.email)).filter((email) => email.betreff === titel)).toHaveLength(1);
      expect((await emailStatus(unreachable, titel)).email_status).toBe('gesendet');
    } finally {
      transport.close();
      await catcher.close();
    }
  });
});
