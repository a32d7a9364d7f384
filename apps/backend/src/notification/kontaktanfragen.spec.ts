import { KontaktanfrageAntwortSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, startTestBackend } from '../test-support/harness';
import { deleteExpiredKontaktanfragen } from './kontaktanfragen-queries';

let backend: RunningBackend;
let notification: ReturnType<typeof serviceClient>;

const kontakt = {
  art: 'kontakt',
  mandant: 'iqsh',
  name: 'Maria Muster',
  email: 'maria@schule.de',
  thema: 'warteliste',
  nachricht: 'Ich stehe auf der Warteliste und möchte wissen, wie es weitergeht.',
  vnr: 'IQ240001',
  einwilligung: true,
};

beforeAll(async () => {
  backend = await startTestBackend();
  notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
});
afterAll(() => backend?.close());

const stored = (referenz: string) =>
  backend.db.query<Record<string, unknown>>(
    'SELECT art, mandant, name, email, thema, vnr, seite, nachricht FROM kontaktanfragen WHERE referenz = $1',
    [referenz],
  );

describe('POST /api/v1/kontaktanfragen', () => {
  it('answers 401 without a service token, with another service’s token or without the scope', async () => {
    const url = `${backend.urls.notification}/api/v1/kontaktanfragen`;
    const post = (headers: Record<string, string>, query = '?scope=servicenotification') =>
      fetch(url + query, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(kontakt) });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: `Bearer ${await serviceToken(backend, 'forms')}` })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${await serviceToken(backend, 'notification')}` }, '')).status).toBe(401);
    expect(await backend.db.query('SELECT 1 FROM kontaktanfragen')).toHaveLength(0);
  });

  it('stores a contact request and answers a reference number', async () => {
    const response = await notification('/api/v1/kontaktanfragen', { body: kontakt });
    expect(response.status).toBe(201);
    const answer = KontaktanfrageAntwortSchema.parse(response.json);
    expect(answer.referenz).toMatch(/^SUP-\d{4}-\d{6}$/);
    expect(await stored(answer.referenz)).toEqual(
      [{ ...kontakt, einwilligung: undefined, seite: null }].map(({ einwilligung: _, ...row }) => row),
    );
  });

  it('stores feedback with its own prefix and numbers every request once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        notification('/api/v1/kontaktanfragen', {
          body: { art: 'feedback', mandant: 'shibb', seite: `/shibb/seite-${i}`, nachricht: 'Der Kontrast ist zu schwach.' },
        }),
      ),
    );
    const references = answers.map((answer) => answer.json.referenz as string);
    expect(references.every((ref) => /^FB-\d{4}-\d{6}$/.test(ref))).toBe(true);
    expect(new Set(references).size).toBe(5);
    expect(await stored(references[0])).toEqual([expect.objectContaining({ art: 'feedback', mandant: 'shibb', name: null, email: null })]);
  });

  it('answers bad input with a German 400 that names each field, and stores nothing', async () => {
    const before = await backend.db.query('SELECT 1 FROM kontaktanfragen');
    const response = await notification('/api/v1/kontaktanfragen', {
      body: { ...kontakt, email: 'kein-at', nachricht: '', einwilligung: false },
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('validation_failed');
    expect(response.json.details).toEqual([
      { path: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@schule.de.' },
      { path: 'nachricht', message: 'Bitte schreiben Sie Ihr Anliegen.' },
      { path: 'einwilligung', message: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.' },
    ]);
    expect(await backend.db.query('SELECT 1 FROM kontaktanfragen')).toHaveLength(before.length);
  });

  it('refuses hostile input: control characters, extra fields, wrong types, another tenant, huge bodies', async () => {
    const refused = [
      { ...kontakt, nachricht: 'Hallo\u0000Welt und mehr Text' },
      { ...kontakt, id: 1, referenz: 'SUP-1999-000001' },
      { ...kontakt, name: { $gt: '' } },
      { ...kontakt, mandant: 'hamburg' },
      { ...kontakt, art: 'admin' },
      [kontakt],
      'kontakt',
    ];
    for (const body of refused) expect((await notification('/api/v1/kontaktanfragen', { body })).status, JSON.stringify(body)).toBe(400);
    expect((await notification('/api/v1/kontaktanfragen', { body: { ...kontakt, nachricht: 'x'.repeat(70_000) } })).status).toBe(413);
  });

  it('refuses a 64 KB hostile e-mail address at once, while another service keeps answering', async () => {
    // A long run of dots that fails at its very end: what made the earlier pattern backtrack for seconds.
    const email = `a@${'a.'.repeat(31_000)}!`;
    const startedAt = performance.now();
    const health = fetch(`${backend.urls.forms}/health`).then((answer) => ({
      status: answer.status,
      after: performance.now() - startedAt,
    }));
    const [refused, other] = await Promise.all([notification('/api/v1/kontaktanfragen', { body: { ...kontakt, email } }), health]);
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual([{ path: 'email', message: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.' }]);
    expect(other.status).toBe(200);
    // Generous for a busy test machine; the quadratic pattern took 2.3 s for this input.
    expect(other.after).toBeLessThan(500);
  });

  it('keeps SQL and markup as plain text', async () => {
    const nachricht = `'); DROP TABLE kontaktanfragen; -- <script>alert(1)</script>`;
    const response = await notification('/api/v1/kontaktanfragen', { body: { ...kontakt, nachricht } });
    expect(response.status).toBe(201);
    expect(await stored(response.json.referenz)).toEqual([expect.objectContaining({ nachricht })]);
  });

  it('deletes messages a year after receipt, as the privacy statement says', async () => {
    const old = await notification('/api/v1/kontaktanfragen', { body: kontakt });
    const recent = await notification('/api/v1/kontaktanfragen', { body: kontakt });
    await backend.db.query(`UPDATE kontaktanfragen SET erstellt_am = now() - interval '366 days' WHERE referenz = $1`, [old.json.referenz]);
    expect(await deleteExpiredKontaktanfragen(backend.db)).toBe(1);
    expect(await stored(old.json.referenz)).toEqual([]);
    expect(await stored(recent.json.referenz)).toHaveLength(1);
  });
});

describe('rate limit of the anonymous contact form', () => {
  it('takes a few messages from one address, then answers 429 with Retry-After, also for requests at once', async () => {
    const limited = await startTestBackend({
      rateLimits: {
        contact: { limit: 3, windowSeconds: 600 },
        token: { limit: 100, windowSeconds: 60 },
        calendarFeed: { limit: 100, windowSeconds: 60 },
        verification: { limit: 100, windowSeconds: 60 },
      },
    });
    try {
      const send = serviceClient(limited, 'notification', await serviceToken(limited, 'notification'));
      const answers = await Promise.all(Array.from({ length: 6 }, () => send('/api/v1/kontaktanfragen', { body: kontakt })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(refused.json.message).toContain('Zu viele Anfragen');
      expect(await limited.db.query('SELECT 1 FROM kontaktanfragen')).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('counts each teacher behind a trusted proxy by their own address, and ignores the header from anyone else', async () => {
    const limits = {
      contact: { limit: 1, windowSeconds: 600 },
      token: { limit: 100, windowSeconds: 60 },
      calendarFeed: { limit: 100, windowSeconds: 60 },
      verification: { limit: 100, windowSeconds: 60 },
    };
    const behindProxy = await startTestBackend({ rateLimits: limits, trustedProxies: new Set(['127.0.0.1', '::1']) });
    const direct = await startTestBackend({ rateLimits: limits });
    try {
      const via = (backend: typeof direct) => async (address: string) => {
        const send = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
        return (await send('/api/v1/kontaktanfragen', { body: kontakt, headers: { 'x-forwarded-for': address } })).status;
      };
      const proxied = via(behindProxy);
      expect([await proxied('198.51.100.1'), await proxied('198.51.100.2'), await proxied('198.51.100.1')]).toEqual([201, 201, 429]);
      const forged = via(direct);
      expect([await forged('198.51.100.1'), await forged('198.51.100.2')]).toEqual([201, 429]);
    } finally {
      await Promise.all([behindProxy.close(), direct.close()]);
    }
  });
});
