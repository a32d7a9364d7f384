/** Wraps an async task so that callers arriving while it runs share the one running call. */
export function singleFlight<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) =>
    (pending ??= run(...args).finally(() => {
      pending = undefined;
    }));
}
