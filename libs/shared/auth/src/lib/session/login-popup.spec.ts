import { awaitPopupResult } from './login-popup';

describe('sign-in popup', () => {
  it('accepts the result only from the portal’s own origin and from that popup', async () => {
    const popup = { closed: false } as Window;
    const messages = new EventTarget() as unknown as Window;
    const result = awaitPopupResult(popup, messages, 'https://portal.test');
    const send = (origin: string, source: unknown, data: unknown) =>
      messages.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data }));
    send('https://evil.test', popup, { type: 'fobu-login-callback', search: '?code=evil&state=s' });
    send('https://portal.test', {} as Window, { type: 'fobu-login-callback', search: '?code=other&state=s' });
    send('https://portal.test', popup, { type: 'something-else', search: '?code=x' });
    send('https://portal.test', popup, { type: 'fobu-login-callback', search: '?code=good&state=s' });
    await expect(result).resolves.toBe('?code=good&state=s');
  });

  it('gives up when the user closes the popup', async () => {
    vi.useFakeTimers();
    const popup = { closed: false } as { closed: boolean };
    const result = awaitPopupResult(popup as Window, new EventTarget() as unknown as Window, 'https://portal.test');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
