import type { CopyStore } from './door-storage';

/**
 * A read that keeps its answer on the device and falls back to it when it fails (offline, no
 * answer): the door works on with what it knew. Keeping the copy never costs the answer (a
 * private window may refuse the storage).
 */
export function withOfflineCopy<T>(copies: CopyStore, name: string, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    let fresh: T;
    try {
      fresh = await read();
    } catch (error) {
      const copy = await copies.get(name).catch(() => undefined);
      if (copy === undefined) throw error;
      return copy as T;
    }
    await copies.put(name, fresh).catch(() => undefined);
    return fresh;
  };
}
