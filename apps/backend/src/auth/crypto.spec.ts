import { scryptSync } from 'node:crypto';
import { DEMO_COST, hashPassword, verifyPassword } from './crypto';

describe('password hashes', () => {
  it('stores OWASP-cost scrypt with its cost, and checks the right password only', async () => {
    const stored = await hashPassword('Sommer 2026!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Sommer 2026!', stored)).toBe(true);
    expect(await verifyPassword('Sommer 2026', stored)).toBe(false);
  });

  it('checks a hash of the demo cost and one of the earlier salt:hash format', async () => {
    expect(await verifyPassword('fobu-demo', await hashPassword('fobu-demo', DEMO_COST))).toBe(true);
    const earlier = `abcd:${scryptSync('fobu-demo', 'abcd', 32).toString('hex')}`;
    expect(await verifyPassword('fobu-demo', earlier)).toBe(true);
    expect(await verifyPassword('falsch', earlier)).toBe(false);
    expect(await verifyPassword('fobu-demo', 'kaputt')).toBe(false);
  });
});
