import { deleteExpiredSignInState } from './expired-sign-in-state';
import type { RunningBackend } from '../../server';
import { authorizeParams, form, signIn, startTestBackend } from '../../test-support/harness';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

describe('housekeeping', () => {
  it('removes sign-in tries past their window, long-expired codes and ended tokens, and keeps the rest', async () => {
    await signIn(backend, 'schultraeger.iqsh');
    await fetch(`${backend.urls.idp}/oauth/authorize`, form({ ...authorizeParams(backend), username: 'schultraeger.iqsh', password: 'x' }));
    await backend.db.query(`UPDATE login_attempts SET at = now() - interval '16 minutes' WHERE username = 'schultraeger.iqsh'`);
    await backend.db.query(`UPDATE oauth_codes SET expires_at = now() - interval '2 days' WHERE uid = '1008'`);
    const [live] = await backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM oauth_tokens WHERE uid = '1008'`);
    await backend.db.query(
      `UPDATE oauth_tokens SET refresh_expires_at = now() - interval '1 second' WHERE uid = '1008' AND access_hash = (SELECT access_hash FROM oauth_tokens WHERE uid = '1008' LIMIT 1)`,
    );
    expect(await deleteExpiredSignInState(backend.db)).toBeGreaterThanOrEqual(3);
    expect(await backend.db.query(`SELECT 1 FROM login_attempts WHERE username = 'schultraeger.iqsh'`)).toEqual([]);
    expect(await backend.db.query(`SELECT 1 FROM oauth_codes WHERE uid = '1008'`)).toEqual([]);
    expect(await backend.db.query(`SELECT 1 FROM oauth_tokens WHERE uid = '1008'`)).toHaveLength(live.n - 1);
  });
});
