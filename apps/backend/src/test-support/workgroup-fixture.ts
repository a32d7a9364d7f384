import type { WorkgroupState } from '@fobu/domain';
import type { RunningBackend } from '../server';
import { createWorkgroup } from '../test-fixtures/workgroup-fixture';

/** A workgroup with its leads and members, written as the test fixture writes one, for the meetings' specs. */
export async function insertWorkgroup(
  backend: RunningBackend,
  group: { titel: string; leitung: string[]; mitglieder: string[]; status?: WorkgroupState; mandant?: 'iqsh' | 'shibb' },
): Promise<{ id: number; vnr: string }> {
  const { id, vnr } = await createWorkgroup(backend.db, {
    mandant: group.mandant ?? 'iqsh',
    titel: group.titel,
    beschreibung: '',
    leitung: group.leitung,
    mitglieder: group.mitglieder,
    status: group.status ?? 'aktiv',
  });
  // The meetings' specs read the title as given (the fixture numbers it for end-to-end tests).
  await backend.db.query('UPDATE arbeitsgruppen SET titel = $2 WHERE id = $1', [id, group.titel]);
  await backend.db.query('UPDATE angebote SET titel = $2 WHERE vnr = $1', [vnr, group.titel]);
  return { id, vnr };
}
