import type { RunningBackend } from '../server';
import { serviceClient, serviceToken, signIn, startTestBackend } from '../test-support/harness';

let backend: RunningBackend;
const users: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  users['lehrkraft.iqsh'] = (await signIn(backend, 'lehrkraft.iqsh', 'iqsh')).access_token;
});
afterAll(() => backend?.close());

describe('notifications', () => {
  it('lists a user’s notifications', async () => {
    const notification = serviceClient(backend, 'notification', await serviceToken(backend, 'notification'));
    const list = await notification('/api/v1/benachrichtigungen', { user: users['lehrkraft.iqsh'] });
    expect(list.json.items.length).toBeGreaterThan(0);
    // Written in German, with the states' labels rather than their codes.
    const statusNotes = (list.json.items as { titel: string; art: string }[]).filter((item) => item.art === 'anmeldestatus');
    expect(statusNotes.length).toBeGreaterThan(0);
    for (const item of statusNotes) expect(item.titel).toMatch(/^Anmeldung: [A-Za-zÄÖÜäöüß ]+$/);
    expect(list.json.items.some((item: { text: string }) => item.text.includes('_'))).toBe(false);
    expect((await notification('/api/v1/benachrichtigungen')).status).toBe(401);
  });
});
