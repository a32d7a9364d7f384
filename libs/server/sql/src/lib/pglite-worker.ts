import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteEngine } from './pglite-engine';
import type { EngineReply, EngineRequest } from './pglite-messages';

/*
 * The thread PGlite runs in. Postgres in WebAssembly and its protocol decoding are most of a
 * request's CPU; here they run on the other core, while the main thread serves HTTP.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs only as a worker thread');

const engine = await openPgliteEngine((workerData as { dataDir: string }).dataDir);
// Statements run strictly in the order they arrive: the main thread relies on it to keep a
// transaction's statements together while it sends other statements without waiting.
let queue = Promise.resolve();
port.on('message', (request: EngineRequest) => {
  queue = queue.then(async () => port.postMessage(await answer(request)));
});

async function answer(request: EngineRequest): Promise<EngineReply> {
  try {
    if (request.kind === 'close') return { id: request.id, rows: await engine.close().then(() => []) };
    return { id: request.id, rows: await engine.run(request.text, request.params) };
  } catch (error) {
    return { id: request.id, error: describeError(error) };
  }
}
port.postMessage({ id: 0, rows: [] } satisfies EngineReply);

/** PostgreSQL's error fields (code, constraint, detail …) do not survive structured cloning of an Error. */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...Object.fromEntries(Object.entries(error)), name: error.name, message: error.message };
}
