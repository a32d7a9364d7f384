import { QrQuerySchema, buildOpenApiDocument } from '@fobu/api-contract';
import type { Hono } from 'hono';
import QRCode from 'qrcode';
import type { BackendConfig } from '../config';
import { createApp } from '../http/app';
import { validate } from '../http/errors';

/** The QR service (port 4104, test host only): PNG or SVG QR codes. */
export function createQrApp(config: BackendConfig): Hono {
  const app = createApp(config);
  app.get('/openapi.json', (c) => c.json(buildOpenApiDocument('qr', config.publicUrls.qr)));
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/api/v1/qr', async (c) => {
    const query = validate(QrQuerySchema, c.req.query());
    if (query.format === 'svg') {
      const svg = await QRCode.toString(query.data, { type: 'svg', width: query.size, margin: 2 });
      return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    }
    const png = await QRCode.toBuffer(query.data, { type: 'png', width: query.size, margin: 2 });
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
  });
  return app;
}
