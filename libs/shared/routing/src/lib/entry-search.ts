/**
 * Search parameters every tenant page takes (spec section 3): the entry parameters `vnr` and
 * `kreis` of a deep link, and `ruecksprung`, the path to return to after signing in (validated
 * against the portal's origin before it is used).
 */
export interface EntrySearch {
  readonly vnr?: string;
  readonly kreis?: string;
  readonly ruecksprung?: string;
}

const ENTRY_KEYS = ['vnr', 'kreis', 'ruecksprung'] as const;
const MAX_LENGTH = 500;

/**
 * Keeps the entry parameters that are text (the router reads `vnr=12345` as a number, so numbers
 * are taken as their digits) and not overlong; drops everything else. By hand, not with zod:
 * see libs/shared/config's schema for why zod stays out of the first-visit bundle.
 */
export function parseEntrySearch(search: Record<string, unknown>): EntrySearch {
  const entry: Record<string, string> = {};
  for (const key of ENTRY_KEYS) {
    const value = search[key];
    const textValue = typeof value === 'number' ? String(value) : value;
    if (typeof textValue === 'string' && textValue.length > 0 && textValue.length <= MAX_LENGTH) entry[key] = textValue;
  }
  return entry;
}
