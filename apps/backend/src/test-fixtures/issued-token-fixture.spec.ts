import { randomToken } from '../auth/crypto';
import type { RunningBackend } from '../server';
import { form, serviceToken, signIn, startTestBackend, testFixture } from '../test-support/harness';

describe('test fixture: which strings are issued tokens', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ testFixtures: true });
  });
  afterAll(() => backend?.close());

  const issued = (kandidaten: string[]) =>
    testFixture<{ ausgegeben: string[] }>(backend, 'ausgegebene-token', { kandidaten }).then((answer) => answer.ausgegeben.sort());

  it('names the access and refresh tokens of people and services among other strings, and nothing else', async () => {
    const person = await signIn(backend, 'lehrkraft.iqsh');
    const service = await serviceToken(backend, 'forms');
    const { clientSecret } = backend.config.clients.web;
    const never = randomToken();
    expect(
      await issued([never, person.access_token, 'Fortbildungsportal', person.refresh_token, service, clientSecret, person.access_token]),
    ).toEqual([person.access_token, person.refresh_token, service].sort());
  });

  it('knows a renewed pair, and the pair it replaced until its sign-in ends', async () => {
    const first = await signIn(backend, 'lehrkraft.iqsh');
    const { clientId, clientSecret } = backend.config.clients.web;
    const response = await fetch(
      `${backend.urls.idp}/oauth/token`,
      form({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: clientId, client_secret: clientSecret }),
    );
    const renewed = (await response.json()) as { access_token: string; refresh_token: string };
    const all = [first.access_token, first.refresh_token, renewed.access_token, renewed.refresh_token];
    expect(await issued(all)).toEqual([...all].sort());
  });

  it('takes a page’s worth of candidates, more than the other routes’ 64 KB', async () => {
    const person = await signIn(backend, 'lehrkraft.iqsh');
    const noise = Array.from({ length: 20_000 }, () => randomToken());
    expect(await issued([...noise, person.refresh_token])).toEqual([person.refresh_token]);
  });

  it('refuses what is no list of strings, in German', async () => {
    await expect(testFixture(backend, 'ausgegebene-token', { kandidaten: [1] })).rejects.toThrow(/400 .*Die Eingabe ist ungültig/);
  });
});
