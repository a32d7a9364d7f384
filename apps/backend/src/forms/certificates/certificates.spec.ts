import { PDFDocument } from 'pdf-lib';
import type { RunningBackend } from '../../server';
import { formsBackendWith, people, publishedOffer } from '../../test-support/date-work';
import { serviceToken, startTestBackend, type serviceClient } from '../../test-support/harness';
import { participantWork } from '../../test-support/participant-work';
import { verificationCode } from './verification-code';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;
let who: ReturnType<typeof people>;
const tokens: Record<string, string> = {};
beforeAll(async () => ({ backend, forms, who } = await formsBackendWith(tokens, ['veranstaltungsleiter.iqsh'])));

const { participant } = participantWork(() => ({ backend, who }));

/** A teacher booked on a date of three past sessions (4 hours shared as 1,25 + 1,25 + 1,5), and how to record their attendance. */
async function threeSessionBooking() {
  const { vnr, termine } = await publishedOffer(backend, { termine: [{ inTagen: -5, sitzungen: 3 }] });
  const person = await participant(vnr, termine[0].id, 'zugelassen');
  const record = async (sitzung: number | null, status: string) => {
    const answer = await forms(`/api/v1/termine/${termine[0].id}/anwesenheit`, {
      method: 'PUT',
      body: { sitzung, eintraege: [{ anmeldungId: person.id, status }] },
      user: tokens['veranstaltungsleiter.iqsh'],
    });
    expect(answer.status).toBe(200);
  };
  return { vnr, person, record };
}

/** The person's own download, as a raw response (a PDF or the refusal). */
const download = async (token: string, id: number) =>
  fetch(`${backend.urls.forms}/api/v1/anmeldungen/${id}/teilnahmebestaetigung.pdf?scope=serviceformix`, {
    headers: { authorization: `Bearer ${await serviceToken(backend, 'forms')}`, 'x-user-authorization': `Bearer ${token}` },
  });

/** The register's codes of the booking's confirmations, oldest first, with their states. */
const registered = async (bookingId: number) =>
  (
    await backend.db.query<{ id: number; status: string; ersetzt_durch: number | null }>(
      'SELECT id, status, ersetzt_durch FROM nachweisdokumente WHERE anmeldung_id = $1 ORDER BY id',
      [bookingId],
    )
  ).map((row) => ({ ...row, code: verificationCode(backend.config.signingKey, row.id) }));

const verify = (path: string) => fetch(`${backend.urls.forms}${path}`);

describe('the confirmation of attendance under the tenant’s rule', () => {
  it('is refused below half the hours with the reason, to the person and to the staff, and the lists say why', async () => {
    const { person, record } = await threeSessionBooking();
    await record(0, 'teilgenommen');
    await record(1, 'nicht_erschienen');
    await record(2, 'entschuldigt');
    const refused = await download(person.token, person.id);
    expect(refused.status).toBe(409);
    const reason =
      'Eine Teilnahmebestätigung gibt es ab 50 % der Stunden; vermerkt ist Ihre Teilnahme an 1 von 3 Sitzungen (1,25 von 4 Stunden).';
    expect(await refused.json()).toEqual({ error: 'unter_mindestteilnahme', message: reason });
    const own = (await forms('/api/v1/anmeldungen/meine', { user: person.token })).json.items;
    expect(own.find((b: { id: number }) => b.id === person.id)).toMatchObject({ status: 'teilgenommen', bestaetigungHinweis: reason });

    const organiser = tokens['veranstaltungsleiter.iqsh'];
    const record2 = (await forms(`/api/v1/personen/${person.uid}`, { user: organiser })).json;
    expect(record2.anmeldungen.find((b: { id: number }) => b.id === person.id)).toMatchObject({
      teilnahmebestaetigung: false,
      bestaetigungHinweis: reason.replace('Ihre Teilnahme', 'die Teilnahme'),
    });
    const staffCopy = await forms(`/api/v1/personen/${person.uid}/anmeldungen/${person.id}/teilnahmebestaetigung.pdf`, { user: organiser });
    expect([staffCopy.status, staffCopy.json.message]).toEqual([409, reason.replace('Ihre Teilnahme', 'die Teilnahme')]);
    expect(await registered(person.id)).toEqual([]);
  });

  it('states partial attendance and the hours attended, is registered once, and its code shows it genuine', async () => {
    const { vnr, person, record } = await threeSessionBooking();
    await record(0, 'teilgenommen');
    await record(1, 'teilgenommen');
    await record(2, 'nicht_erschienen');
    const response = await download(person.token, person.id);
    expect(response.status).toBe(200);
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getSubject()).toContain(
      `(Veranstaltungsnummer ${vnr}) im Umfang von 2,5 Stunden teilgenommen. (teilgenommen an 2 von 3 Sitzungen, 2,5 von 4 Stunden)`,
    );
    expect((await download(person.token, person.id)).status).toBe(200);
    const [doc] = await registered(person.id);
    expect(await registered(person.id)).toEqual([{ ...doc, status: 'gueltig', ersetzt_durch: null }]);

    const page = await verify(`/nachweis/${doc.code.toLowerCase()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Echt und gültig');
    expect(html).toContain(person.fullName);
    expect(html).toContain('2,5 Stunden (teilgenommen an 2 von 3 Sitzungen, 2,5 von 4 Stunden)');
    expect(html).toContain(doc.code);
    expect(html).not.toMatch(/<script|<img|\son\w+=/i);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const json = (await (await verify(`/nachweis/${doc.code}.json`)).json()) as Record<string, unknown>;
    expect(json).toMatchObject({ echt: true, status: 'gueltig', art: 'teilnahmebestaetigung', name: person.fullName, stunden: 2.5 });
    expect(Object.keys(json).sort()).toEqual([
      'art',
      'ausgestelltAm',
      'aussteller',
      'echt',
      'name',
      'status',
      'stunden',
      'teilweise',
      'titel',
      'zeitraum',
    ]);
  });

  it('becomes replaced when attendance is corrected and still meets the rule, and revoked when it no longer does', async () => {
    const { person, record } = await threeSessionBooking();
    await record(0, 'teilgenommen');
    await record(1, 'teilgenommen');
    await download(person.token, person.id);
    const [first] = await registered(person.id);

    await record(2, 'teilgenommen');
    expect((await registered(person.id))[0].status).toBe('ersetzt');
    expect(await (await verify(`/nachweis/${first.code}`)).text()).toContain('Echt, aber ersetzt');
    const full = await PDFDocument.load(await (await download(person.token, person.id)).arrayBuffer());
    expect(full.getSubject()).toContain('im Umfang von 4 Stunden teilgenommen.');
    expect(full.getSubject()).not.toContain('von 3 Sitzungen');
    const [old, second] = await registered(person.id);
    expect([old.ersetzt_durch, second.status]).toEqual([second.id, 'gueltig']);

    // Every session at once: the organiser recorded the wrong person.
    await record(null, 'nicht_erschienen');
    expect((await registered(person.id)).map((doc) => doc.status)).toEqual(['ersetzt', 'widerrufen']);
    expect(await (await verify(`/nachweis/${second.code}.json`)).json()).toMatchObject({ echt: true, status: 'widerrufen' });
    expect(await (await verify(`/nachweis/${second.code}`)).text()).toContain('Echt, aber widerrufen');
  });
});

describe('the verification page', () => {
  it('gives the same answer to unknown, forged and malformed codes', async () => {
    const unknown = verificationCode(backend.config.signingKey, 9_999_999);
    const real = verificationCode(backend.config.signingKey, 1);
    const forged = real.slice(0, -1) + (real.endsWith('Z') ? 'Y' : 'Z');
    const answers = await Promise.all(
      [unknown, forged, 'KEIN-CODE', '%3Cscript%3E', 'x'.repeat(300)].map(async (code) => {
        const page = await verify(`/nachweis/${code}`);
        const json = await verify(`/nachweis/${code}.json`);
        return { status: page.status, html: await page.text(), jsonStatus: json.status, json: await json.text() };
      }),
    );
    expect(answers[0].status).toBe(404);
    expect(answers[0].html).toContain('Kein Nachweis gefunden');
    expect(answers[0].jsonStatus).toBe(404);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('offers a form to type a code, which leads to the code’s own address', async () => {
    const form = await verify('/nachweis');
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<form method="get" action="/nachweis">');
    expect(html).toContain('<label for="code">Prüfcode</label>');
    expect(form.headers.get('content-security-policy')).toContain("form-action 'self'");
    const sent = await fetch(`${backend.urls.forms}/nachweis?code=+abcd-efgh+`, { redirect: 'manual' });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/nachweis/abcd-efgh']);
  });
});

describe('the verification page’s rate limit', () => {
  it('answers 429 with Retry-After to one address asking too often, whatever the code', async () => {
    const limited = await startTestBackend({
      rateLimits: { ...backend.config.rateLimits, verification: { limit: 3, windowSeconds: 60 } },
    });
    try {
      const answers = await Promise.all(
        ['/nachweis', '/nachweis/A', '/nachweis/B.json', '/nachweis/C', '/nachweis'].map((path) => fetch(`${limited.urls.forms}${path}`)),
      );
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0].headers.get('retry-after')).toBe('60');
      // A person at the page reads a German page, with the page's headers; `….json` keeps JSON.
      const page = await fetch(`${limited.urls.forms}/nachweis/D`);
      expect(page.status).toBe(429);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await page.text()).toContain('Bitte versuchen Sie es in einer Minute erneut.');
      const json = await fetch(`${limited.urls.forms}/nachweis/D.json`);
      expect([json.status, ((await json.json()) as { error: string }).error]).toEqual([429, 'too_many_requests']);
    } finally {
      await limited.close();
    }
  });
});
