import type { QueryClient, QueryClientConfig } from '@tanstack/react-query';

type QueryClientClass = typeof QueryClient;

let loadedClass: QueryClientClass | undefined;
let classLoad: Promise<void> | undefined;
const classListeners = new Set<() => void>();

/**
 * Loads the query cache's code, once per page. A chunk whose screens ask the services loads it
 * beside itself (`withQueryClient`); the start page, the text pages and a form not yet touched
 * never need it, and their first visit does not carry it (issue 45).
 */
function loadQueryClientCode(): Promise<void> {
  classLoad ??= import('./query-client-class').then(({ QueryClient }) => {
    loadedClass = QueryClient;
    for (const listener of classListeners) listener();
  });
  return classLoad;
}

/** A chunk loader that settles once the chunk and the query cache's code are both there. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadQueryClientCode()]).then(([chunk]) => chunk);
}

/**
 * The session's query cache, made when its code is there (by whichever part loaded it first).
 * `current` is what the React tree provides (`LazyQueryClientProvider`): undefined until then,
 * which only parts that ask no service render in.
 */
export interface LazyQueryClient {
  /** The client if its code has loaded (made on the first call after that); undefined before. */
  current(): QueryClient | undefined;
  /** The client, after loading its code if need be. */
  load(): Promise<QueryClient>;
  /** Calls `listener` when the client becomes available. */
  subscribe(listener: () => void): () => void;
  /**
   * Settles at the first check that finds no query fetching (a cache made meanwhile counts). It
   * checks every `checkEveryMs`, the first time after that long: by then a page's parts that render
   * after its first commit have started their queries.
   */
  quiet(checkEveryMs: number): Promise<void>;
}

export function createLazyQueryClient(config: QueryClientConfig): LazyQueryClient {
  let client: QueryClient | undefined;
  const current = () => {
    if (!client && loadedClass) {
      client = new loadedClass(config);
      // What QueryClientProvider does as it mounts: refetching on focus and reconnect. The client
      // lives as long as the page, so it is never unmounted.
      client.mount();
    }
    return client;
  };
  return {
    current,
    load: () => loadQueryClientCode().then(() => current() as QueryClient),
    subscribe: (listener) => {
      classListeners.add(listener);
      return () => classListeners.delete(listener);
    },
    quiet: (checkEveryMs) =>
      new Promise((settle) => {
        const check = () => (current()?.isFetching() ? setTimeout(check, checkEveryMs) : settle());
        setTimeout(check, checkEveryMs);
      }),
  };
}
