import { describe, expect, it } from 'vitest';
import { drainable, listen } from './listen';

describe('a stopping server', () => {
  it('lets a request in flight finish, then accepts no more connections', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const listening = await listen(
      async () => {
        await held;
        return new Response('fertig');
      },
      0,
      '127.0.0.1',
    );
    const url = `http://127.0.0.1:${listening.port}/`;
    const inFlight = fetch(url);
    // The request has reached the server before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = listening.stop(5_000);
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('fertig');
    const started = performance.now();
    await stopped;
    // Not held until the grace ends by the connection the answer came on.
    expect(performance.now() - started).toBeLessThan(4_000);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('refuses a request that arrives while draining with a German 503 that closes its connection', async () => {
    const gate = drainable(() => new Response('ok'));
    expect((await gate.fetch(new Request('http://x/'))).status).toBe(200);
    gate.drain();
    const refused = await gate.fetch(new Request('http://x/'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { message: string }).message).toContain('gleich noch einmal');
    await gate.idle();
  });
});
