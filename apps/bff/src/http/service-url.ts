/**
 * A service's address for one of its paths: the configured URL (which may carry a path of its own,
 * `https://dienste.example/formix`) and the path after it, as the portal's clients join them.
 */
export const serviceUrl = (base: string, path: string): URL => new URL(base.replace(/\/+$/, '') + path);
