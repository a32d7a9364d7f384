/**
 * Search params as people read and type them: `?vnr=4711&kreis=3`, not the router's default JSON
 * encoding, which writes number-like strings quoted (`?vnr=%224711%22`). Every value is text in
 * the URL; each route's `validateSearch` turns it into what the route needs.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/** Writes each set value as its text; `undefined` and `null` leave the key out. */
export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
