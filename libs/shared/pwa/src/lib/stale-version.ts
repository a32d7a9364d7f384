/**
 * A lazily loaded part of the portal could not be fetched because the server has a newer version
 * (its file names changed with the deploy). Its own class, so that the router does not treat it
 * as its own "module not found" and reload on its own: the portal's update path handles it.
 */
export class StaleVersionError extends Error {
  constructor(cause: unknown) {
    super('Ein Teil des Portals konnte nicht geladen werden: es gibt eine neue Version.', { cause });
    this.name = 'StaleVersionError';
  }
}

/** Runs a dynamic import; a failure to load it means the version in this tab is out of date. */
export async function importCurrentVersion<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new StaleVersionError(error);
  }
}
