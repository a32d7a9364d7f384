import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from './client-address';

const proxies = parseTrustedProxies('10.0.0.5, 10.0.0.6,::ffff:127.0.0.1');

describe('the client address behind trusted proxies', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', new Set())).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7', undefined, new Set())).toBe('203.0.113.7');
  });

  it('is the right-most untrusted hop behind trusted proxies, so that teachers behind one proxy are told apart', () => {
    expect(clientAddressOf('10.0.0.5', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.5', '198.51.100.2', proxies)).toBe('198.51.100.2');
    expect(clientAddressOf('::ffff:127.0.0.1', '198.51.100.1, 10.0.0.6', proxies)).toBe('198.51.100.1');
  });

  it('never believes what a client wrote left of the last untrusted hop', () => {
    expect(clientAddressOf('10.0.0.5', '1.2.3.4, 198.51.100.1', proxies)).toBe('198.51.100.1');
  });

  it('falls back to the proxy for a header that names no address', () => {
    expect(clientAddressOf('10.0.0.5', 'unknown', proxies)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', '', proxies)).toBe('10.0.0.5');
  });

  it('takes an untrusted socket as the client even with a header', () => {
    expect(clientAddressOf('198.51.100.9', '1.2.3.4', proxies)).toBe('198.51.100.9');
  });
});
