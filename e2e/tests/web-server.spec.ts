import { expect, test } from '@playwright/test';
import { openPortal } from './support/portal-page';

// As in pwa.spec.ts, whence these tests came: the production server's pages with the service worker allowed.
test.use({ serviceWorkers: 'allow' });

test.describe('web server', () => {
  test('answers with the security headers and caching rules of production', async ({ request, page }) => {
    const html = await request.get('/iqsh');
    const headers = html.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // WebAssembly for the check-in's QR decoder, and no script but the portal's own and the hashed inline ones.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['strict-transport-security']).toBeUndefined();

    // Only the sign-in callback lets the popup stay tied to the portal that opened it.
    const callback = (await request.get('/iqsh/callback?code=x&state=y')).headers();
    expect(callback['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback['content-security-policy']).toBe(csp);

    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-store');
    const securityTxt = await request.get('/.well-known/security.txt');
    expect(securityTxt.headers()['content-type']).toBe('text/plain; charset=utf-8');

    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openPortal(page, '/iqsh');
    const script = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.js'))?.name);
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    await page.getByRole('button', { name: 'Dunkelmodus' }).click();
    expect(violations).toEqual([]);
  });

  test('adds HSTS where it serves HTTPS', async ({ playwright, baseURL }) => {
    const https = await playwright.request.newContext({
      ignoreHTTPSErrors: true,
    });
    const port = Number(new URL(baseURL ?? '').port) + 1;
    const response = await https.get(`https://localhost:${port}/iqsh`);
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await https.dispose();
  });
});
