import type { RunningBackend } from '../server';
import { formsBackendSignedIn, serviceClient, serviceToken } from '../test-support/harness';

let backend: RunningBackend;
let forms: ReturnType<typeof serviceClient>;

beforeAll(async () => ({ backend, forms } = await formsBackendSignedIn([])));
afterAll(() => backend?.close());

describe('service tokens', () => {
  it('answers 401 without a valid bearer token and scope', async () => {
    const url = `${backend.urls.forms}/api/v1/termine?mandant=iqsh`;
    expect((await fetch(url)).status).toBe(401);
    const token = await serviceToken(backend, 'forms');
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const other = await serviceToken(backend, 'institutions');
    expect((await fetch(`${url}&scope=serviceformix`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);
    expect((await fetch(`${url}&scope=serviceformix`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('answers 401 invalid_user_token for a bad user token', async () => {
    const response = await forms('/api/v1/anmeldungen/meine', { user: 'x'.repeat(43) });
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('invalid_user_token');
  });
});
