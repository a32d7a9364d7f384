import { apiCompare } from 'api-smart-diff';

/** A change of an OpenAPI document that breaks a client built against the published one. */
export interface BreakingChange {
  /** The JSON path of the change in the document, e.g. `paths//api/v1/anmeldungen/post/…/properties/titel`. */
  readonly where: string;
  readonly what: string;
}

/**
 * The changes from `published` to `current` that break a client of `published`: those api-smart-diff
 * classifies as breaking (a removed path, operation, response field or media type, a newly required
 * parameter or request field, a narrowed request type, a new value of a response's enum, …), and every
 * changed `type` of a schema, which it lets pass in responses although a client reading the old type breaks.
 */
export function breakingChanges(published: object, current: object): BreakingChange[] {
  const { diffs } = apiCompare(published, current);
  return diffs
    .filter((diff) => diff.type === 'breaking' || (diff.action === 'replace' && diff.path.at(-1) === 'type'))
    .map((diff) => ({ where: diff.path.join('/'), what: diff.description ?? `${diff.action} (${diff.type})` }));
}

/** Whether `version` is of a later major version than `publishedVersion`, which allows it to break the published shapes. */
export function isNewMajor(publishedVersion: string, version: string): boolean {
  const major = (v: string) => Number(v.split('.')[0]);
  return major(version) > major(publishedVersion);
}
