import { isIP } from 'node:net';

/**
 * The address a request came from. Where the services sit behind proxies that the deployment
 * names (TRUSTED_PROXIES, e.g. the TLS-ending proxy of docs/security.md), the socket's address is
 * the proxy's, the same for every teacher of the state: the client is then the right-most address
 * of `X-Forwarded-For` that is not itself a trusted proxy. Anything left of it is the client's own
 * say and could be forged, so it is never read. Without trusted proxies the header is ignored.
 */
export function clientAddressOf(socketAddress: string, forwardedFor: string | undefined, trustedProxies: ReadonlySet<string>): string {
  const socket = normalise(socketAddress);
  if (!trustedProxies.has(socket) || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  for (const hop of [...hops].reverse()) {
    // A hop that is no address at all is a proxy's mistake or a forgery: the last trusted one answers for it.
    if (!isIP(hop)) return socket;
    if (!trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? socket;
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is `10.0.0.1`, as a deployment writes it. */
const normalise = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** TRUSTED_PROXIES: addresses separated by commas; normalised as the requests' addresses are. */
export const parseTrustedProxies = (value: string | undefined): ReadonlySet<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((address) => normalise(address.trim()))
      .filter(Boolean),
  );
