/**
 * A service's address for one of its paths: the configured URL (which may carry a path of its own,
 * `https://dienste.example/formix`) and the path after it, as the portal's clients join them (the
 * contract's `endpointPath` answers paths without their leading slash, the proxy's have one).
 */
export const serviceUrl = (base: string, path: string): URL => new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
