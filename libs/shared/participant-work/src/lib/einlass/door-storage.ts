import { createContext, useContext } from 'react';
import type { OutboxStore } from './outbox';

/** The last answer of each read the door makes, by name, for a reload without network. */
export interface CopyStore {
  get(name: string): Promise<unknown>;
  put(name: string, value: unknown): Promise<void>;
}

/** What the door keeps on the device: the check-ins waiting for the server, and its copies. */
export interface DoorStorage {
  readonly outbox: OutboxStore;
  readonly copies: CopyStore;
}

const DoorStorageContext = createContext<DoorStorage | undefined>(undefined);

/** Tests give the door a storage in memory; the browser's is IndexedDB, loaded with the door. */
export const DoorStorageProvider = DoorStorageContext.Provider;
export const useDoorStorage = (fallback: DoorStorage): DoorStorage => useContext(DoorStorageContext) ?? fallback;
