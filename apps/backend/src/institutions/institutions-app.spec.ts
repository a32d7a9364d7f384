import { SchulePageSchema } from '@fobu/api-contract';
import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, startTestBackend } from '../test-support/harness';

let backend: RunningBackend;

beforeAll(async () => (backend = await startTestBackend()));
afterAll(() => backend?.close());

describe('institutions', () => {
  it('searches schools by district', async () => {
    const institutions = serviceClient(backend, 'institutions', await serviceToken(backend, 'institutions'));
    const page = SchulePageSchema.parse((await institutions('/api/v1/schulen?kreis=ploen&pageSize=50')).json);
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((s) => s.kreis === 'ploen')).toBe(true);
    expect((await institutions('/api/v1/kreise')).json.items).toHaveLength(15);
  });
});
