// The worker thread's entry. Node 20 does not hand tsx's module hooks to worker threads, so the
// worker registers them itself before it loads its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
