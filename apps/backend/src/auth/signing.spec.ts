import { hasValidSignature, sign } from './signing';

describe('signing', () => {
  it('accepts its own signature of the same text and purpose, and nothing else', () => {
    const signature = sign('k1', 'einlass', '42.7');
    expect(hasValidSignature('k1', 'einlass', '42.7', signature)).toBe(true);
    expect(hasValidSignature('k1', 'einlass', '42.8', signature)).toBe(false);
    expect(hasValidSignature('k1', 'abmeldung', '42.7', signature)).toBe(false);
    expect(hasValidSignature('k2', 'einlass', '42.7', signature)).toBe(false);
    expect(hasValidSignature('k1', 'einlass', '42.7', signature.slice(1))).toBe(false);
  });
});
