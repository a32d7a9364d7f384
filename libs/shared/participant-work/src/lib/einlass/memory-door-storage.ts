import type { DoorStorage } from './door-storage';
import type { PendingCheckIn } from './outbox';

/** The door's storage in memory, for tests: the same behaviour as IndexedDB's, in order. */
export function memoryDoorStorage(): DoorStorage & { readonly waiting: PendingCheckIn[] } {
  const waiting: PendingCheckIn[] = [];
  const copies = new Map<string, unknown>();
  return {
    waiting,
    outbox: {
      add: async (entry) => void waiting.push(structuredClone(entry)),
      all: async () => waiting.map((entry) => structuredClone(entry)),
      remove: async (vorgangId) => {
        const index = waiting.findIndex((entry) => entry.request.vorgangId === vorgangId);
        if (index >= 0) waiting.splice(index, 1);
      },
    },
    copies: {
      get: async (name) => structuredClone(copies.get(name)),
      put: async (name, value) => void copies.set(name, structuredClone(value)),
    },
  };
}
