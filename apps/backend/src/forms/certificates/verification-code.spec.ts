import { documentIdOf, verificationCode } from './verification-code';

const KEY = 'ein-schluessel-nur-fuer-den-test';

describe('verification codes', () => {
  it('are five groups of four Crockford characters that name their document under the key', () => {
    const code = verificationCode(KEY, 4711);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(documentIdOf(KEY, code)).toBe(4711);
    expect(verificationCode(KEY, 4712)).not.toBe(code);
  });

  it('are read as typed: any case, without dashes, with spaces, O for 0 and I or L for 1', () => {
    const code = verificationCode(KEY, 2);
    expect(documentIdOf(KEY, code.toLowerCase())).toBe(2);
    expect(documentIdOf(KEY, code.replace(/-/g, ''))).toBe(2);
    expect(documentIdOf(KEY, ` ${code.replace(/-/g, ' ')} `)).toBe(2);
    expect(documentIdOf(KEY, code.replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(2);
  });

  it('name nothing when forged, signed under another key, malformed or too long', () => {
    const code = verificationCode(KEY, 4711);
    const last = code.at(-1)!;
    const forged = code.slice(0, -1) + (last === 'Z' ? 'Y' : 'Z');
    expect(documentIdOf(KEY, forged)).toBeNull();
    // Another document's id with this code's signature.
    expect(documentIdOf(KEY, verificationCode(KEY, 4712).slice(0, 7) + code.slice(7))).toBeNull();
    expect(documentIdOf('ein-anderer-schluessel', code)).toBeNull();
    for (const malformed of ['', 'abc', `${code}-0000`, code.replace(/.$/, 'U'), '<script>', 'x'.repeat(10_000)]) {
      expect(documentIdOf(KEY, malformed)).toBeNull();
    }
  });
});
