/** Runs a task while holding a lock that every open tab of the portal shares. */
export type TabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API; browsers without it run the task directly (one tab's single flight still holds). */
export const webLock: TabLock = (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, task) : task();
