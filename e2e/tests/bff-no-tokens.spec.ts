import { ROLE_LABELS } from '@fobu/domain';
import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, bookOpenDate, createDate, createUser, issuedAmong, openPortal, signInAs } from './support';
import { backendConfigFile } from './support/run';

/*
 * The BFF mode's promise (docs/bff.md, docs/security.md): the browser holds no client secret and no
 * token. After a person's ordinary work everything the browser received or kept is searched for the
 * run's secrets and for any token the identity provider issued (the back end's fixture knows them).
 */

// The worker's Cache Storage is part of what the browser keeps (the other tests block workers).
test.use({ serviceWorkers: 'allow' });

/** Every client secret of the run: the spec mode's config.json, which only the BFF reads. */
function clientSecrets(): string[] {
  const secrets: string[] = [];
  JSON.parse(readFileSync(backendConfigFile, 'utf8'), (key, value) => {
    if (key === 'clientSecret' && typeof value === 'string') secrets.push(value);
    return value;
  });
  return secrets;
}

/** Bodies worth searching: what a script could read, as opposed to images and fonts. */
const TEXTUAL = /json|text|javascript|html|xml/;

/** The bodies and headers of every answer the context's pages receive from now on. */
function recordResponses(page: Page): Promise<string>[] {
  const received: Promise<string>[] = [];
  page.context().on('response', (response: Response) => {
    received.push(Promise.resolve(JSON.stringify(response.headersArray())));
    if (TEXTUAL.test(response.headers()['content-type'] ?? '')) {
      // A redirect has no body, and a page that navigates on may drop its last answers' bodies.
      received.push(response.text().catch(() => ''));
    }
  });
  return received;
}

/** What the page keeps: cookies a script sees, both storages, IndexedDB and the Cache Storage. */
function keptInBrowser(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept = [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const store of db.objectStoreNames) {
        const read = db.transaction(store).objectStore(store);
        for (const all of [read.getAllKeys(), read.getAll()]) {
          kept.push(
            JSON.stringify(
              await new Promise((resolve) => {
                all.onsuccess = () => resolve(all.result);
              }),
            ),
          );
        }
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        kept.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    return kept;
  });
}

/**
 * Whatever could be a token: base64url runs of 20 characters or more, and every string of a JSON
 * text, up to the fixture's 4096 characters (the identity provider's tokens have 43).
 */
function tokenCandidates(texts: string[]): string[] {
  const candidates = new Set<string>();
  for (const text of texts) {
    for (const run of text.match(/[A-Za-z0-9_-]{20,}/g) ?? []) candidates.add(run);
    try {
      JSON.parse(text, (_key, value) => {
        if (typeof value === 'string' && value.length >= 20) candidates.add(value);
        return value;
      });
    } catch {
      // Not JSON: its runs are taken above.
    }
  }
  return [...candidates].filter((candidate) => candidate.length <= 4096);
}

test(
  'after signing in, booking, opening screens and changing the role, the browser holds no token and no secret',
  { tag: '@bff' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const [offer, user] = await Promise.all([createDate(request), createUser(request, { rollen: ['lehrkraft', 'veranstaltungsleiter'] })]);
    const received = recordResponses(page);

    await signInAs(page, user, '/iqsh');
    await openPortal(page, `/iqsh/lehrkraft/veranstaltungstermine?vnr=${offer.vnr}`);
    expect(await bookOpenDate(page, offer.termin.beginn)).toBe('Sie sind angemeldet');
    for (const screen of ['dashboard', 'abrufveranstaltungen', 'hilfe']) {
      await openPortal(page, `/iqsh/lehrkraft/${screen}`);
      await expect(account(page)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Rolle wechseln' }).click();
    await page.getByRole('radio', { name: ROLE_LABELS.veranstaltungsleiter }).check();
    await page.getByRole('button', { name: 'Rolle wechseln' }).click();
    await expect(account(page)).toContainText(ROLE_LABELS.veranstaltungsleiter);
    await expect(page).toHaveURL(/\/iqsh\/veranstaltungsleiter\//);

    const texts = [...(await Promise.all(received)), ...(await keptInBrowser(page))];
    // The answers were read: the person's own data is among them.
    expect(texts.some((text) => text.includes(user.name))).toBe(true);
    for (const secret of clientSecrets()) {
      expect(
        texts.filter((text) => text.includes(secret)),
        'a client secret in the browser',
      ).toEqual([]);
    }
    // Asked while the sign-in lasts: its tokens' rows go when it ends.
    expect(await issuedAmong(request, tokenCandidates(texts))).toEqual([]);
  },
);

test(
  'the session cookie is HttpOnly, a call without the CSRF header is refused, and config.json names no secret',
  { tag: '@bff' },
  async ({ page, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, '/iqsh');
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => /fobu-sitzung$/.test(cookie.name));
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.name);

    const offers = '/api/forms/api/v1/angebote?mandant=iqsh&pageSize=1';
    const status = (headers: Record<string, string>) =>
      page.evaluate(async ([url, sent]) => (await fetch(url, { headers: sent })).status, [offers, headers] as const);
    expect(await status({})).toBe(403);
    expect(await status({ 'X-FOBU-CSRF': '1' })).toBe(200);

    const config = await page.request.get('/config.json');
    expect(await config.json()).toMatchObject({ mode: 'bff' });
    const served = await config.text();
    expect(clientSecrets().filter((secret) => served.includes(secret))).toEqual([]);
    expect(served).not.toMatch(/clientSecret|clientId/);
  },
);
