/** What the main thread asks the PGlite thread: one statement, or to close. */
export type EngineCommand = { kind: 'run'; text: string; params: unknown[] } | { kind: 'close' };
export type EngineRequest = EngineCommand & { id: number };

/** The answer to request `id` (0 announces that the database is open). */
export type EngineReply = { id: number; rows: unknown[] } | { id: number; error: Record<string, unknown> };
