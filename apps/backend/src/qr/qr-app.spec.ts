import type { RunningBackend } from '../server';
import { startTestBackend } from '../test-support/harness';

let backend: RunningBackend;

beforeAll(async () => (backend = await startTestBackend()));
afterAll(() => backend?.close());

describe('QR', () => {
  it('draws QR codes as PNG and SVG', async () => {
    const png = await fetch(`${backend.urls.qr}/api/v1/qr?data=IQ240001&format=png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const svg = await fetch(`${backend.urls.qr}/api/v1/qr?data=IQ240001`);
    expect(await svg.text()).toContain('<svg');
    expect((await fetch(`${backend.urls.qr}/api/v1/qr?data=${'x'.repeat(2000)}`)).status).toBe(400);
  });
});
