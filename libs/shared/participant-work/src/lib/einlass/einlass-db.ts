import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorStorage } from './door-storage';
import type { PendingCheckIn } from './outbox';

/*
 * The door's data on the device (IndexedDB): the check-ins waiting for the server, and the last
 * copy of what the door reads (the date, its participant list), so that a reload without network
 * still lets people in. Personal data of one date, on the device of the staff at the door.
 */

interface EinlassDb extends DBSchema {
  /** Auto-numbered in the order made: the outbox sends in that order. */
  ausstehend: { key: number; value: PendingCheckIn; indexes: { vorgangId: string } };
  kopien: { key: string; value: unknown };
}

let database: Promise<IDBPDatabase<EinlassDb>> | undefined;
const open = () =>
  (database ??= openDB<EinlassDb>('fobu-einlass', 1, {
    upgrade(db) {
      db.createObjectStore('ausstehend', { autoIncrement: true }).createIndex('vorgangId', 'request.vorgangId', { unique: true });
      db.createObjectStore('kopien');
    },
  }));

export const indexedDbStorage: DoorStorage = {
  outbox: {
    add: async (entry) => void (await (await open()).add('ausstehend', entry)),
    all: async () => (await open()).getAll('ausstehend'),
    remove: async (vorgangId) => {
      const db = await open();
      const key = await db.getKeyFromIndex('ausstehend', 'vorgangId', vorgangId);
      if (key !== undefined) await db.delete('ausstehend', key);
    },
  },
  copies: {
    get: async (name) => (await open()).get('kopien', name),
    put: async (name, value) => void (await (await open()).put('kopien', value, name)),
  },
};
