import { UnsubscribeResponseSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { unsubscribeLink, unsubscribeToken } from '../mail/unsubscribe-link';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';

let backend: RunningBackend;
let notification: ReturnType<typeof serviceClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
});
afterAll(() => backend?.close());

const DAY_SECONDS = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const unsubscribe = (uid: string, token: string) => notification(`/api/v1/unsubscribe/${uid}`, { body: { token } });
const tokenOf = (uid: string, expires = nowSeconds() + DAY_SECONDS) => unsubscribeToken(backend.config.signingKey, uid, expires);
const emailSubscription = async (uid: string) =>
  (await backend.db.query<{ email_abo: boolean }>('SELECT email_abo FROM users WHERE uid = $1', [uid]))[0].email_abo;
/** What a caller learns: the status and the body. */
const answer = async (uid: string, token: string) => {
  const { status, json } = await unsubscribe(uid, token);
  return { status, json };
};

describe('unsubscribing by an e-mail’s link', () => {
  it('ends the e-mails with the token of the link, and keeps the notifications in the portal', async () => {
    const [teacher] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'lehrkraft.iqsh'`);
    const link = new URL(unsubscribeLink(backend.config.signingKey, 'http://portal.test', teacher.uid, 'iqsh'));
    expect(link.searchParams.get('mandant')).toBe('iqsh');

    const done = await unsubscribe(teacher.uid, link.searchParams.get('token') ?? '');

    expect(done.status).toBe(200);
    expect(UnsubscribeResponseSchema.parse(done.json)).toEqual({ abbestellt: true });
    expect(await emailSubscription(teacher.uid)).toBe(false);
    const user = (await signIn(backend, 'lehrkraft.iqsh')).access_token;
    const notes = await notification('/api/v1/benachrichtigungen', { user });
    expect(notes.json.items.length).toBeGreaterThan(0);
    // The same link again is no error: the e-mails stay off.
    expect((await unsubscribe(teacher.uid, link.searchParams.get('token') ?? '')).status).toBe(200);
  });

  it('refuses a forged token, or one made for someone else, in German, and changes nothing', async () => {
    const [head] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'schulleitung.iqsh'`);
    const forged = `${nowSeconds() + DAY_SECONDS}.${'A'.repeat(43)}`;
    for (const token of [forged, tokenOf('someone-else'), 'kein-token', '']) {
      const refused = await unsubscribe(head.uid, token);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ error: 'link_ungueltig', message: expect.stringMatching(/^Dieser Abmeldelink ist ungültig\./) });
    }
    expect(await emailSubscription(head.uid)).toBe(true);
  });

  it('refuses an expired token as expired, and changes nothing', async () => {
    const [head] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'schulleitung.iqsh'`);
    const refused = await unsubscribe(head.uid, tokenOf(head.uid, nowSeconds() - 1));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'link_abgelaufen', message: expect.stringMatching(/^Dieser Abmeldelink ist abgelaufen\./) });
    expect(await emailSubscription(head.uid)).toBe(true);
  });

  it('answers the same for an id that exists and one that does not', async () => {
    const [known] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'sonstige.iqsh'`);
    const unknown = '99999999';
    expect(await answer(unknown, tokenOf(unknown))).toEqual(await answer(known.uid, tokenOf(known.uid)));
    const forged = `${nowSeconds() + DAY_SECONDS}.${'B'.repeat(43)}`;
    expect(await answer(unknown, forged)).toEqual(await answer(known.uid, forged));
    const expired = (uid: string) => tokenOf(uid, nowSeconds() - DAY_SECONDS);
    expect(await answer(unknown, expired(unknown))).toEqual(await answer(known.uid, expired(known.uid)));
  });

  it('takes the token from the body only, so that no address log keeps it', async () => {
    const [head] = await backend.db.query<{ uid: string }>(`SELECT uid FROM users WHERE username = 'schulleitung.iqsh'`);
    const refused = await notification(`/api/v1/unsubscribe/${head.uid}?token=${tokenOf(head.uid)}`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await emailSubscription(head.uid)).toBe(true);
  });
});
