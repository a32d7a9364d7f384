import { createOAuthState } from './oauth-state';

describe('OAuth state (spec section 5)', () => {
  it('is 40 letters and digits, different each time', () => {
    const state = createOAuthState();
    expect(state).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(createOAuthState()).not.toBe(state);
  });

  it('drops the bytes that would favour some characters (no modulo bias)', () => {
    // 248…255 would map onto the first eight characters a second time; they must be skipped.
    const bytes = [248, 255, 0, 61, 62];
    const state = createOAuthState(3, (buffer) => {
      buffer.set(bytes.splice(0, buffer.length).concat(new Array(buffer.length).fill(0)).slice(0, buffer.length));
      return buffer;
    });
    expect(state).toBe('A9A');
  });

  it('uses each of the 62 characters equally often over the unbiased byte range', () => {
    let next = 0;
    const state = createOAuthState(62 * 4, (buffer) => buffer.map(() => next++ % 256));
    const counts = new Map<string, number>();
    for (const char of state) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });
});
