import type { Sql } from '@fobu/server-sql';

/** What the verification page shows of a document, and nothing more (column `angaben`). */
export interface DocumentFacts {
  /** Whom it names: first name and name. */
  readonly name: string;
  /** What: the training's title, or the record's („Fortbildungsnachweis“ and its period). */
  readonly titel: string;
  /** When, as the document says it: „am 12.03.2027“, „vom 12.03.2027 bis 14.03.2027“; null for a course without a date. */
  readonly zeitraum: string | null;
  /** The hours attended (or counted, on a Fortbildungsnachweis). */
  readonly stunden: number;
  /** Partial attendance („2 von 3 Sitzungen, 6 von 9 Stunden“); null when everything was attended. */
  readonly teilweise: string | null;
}

export type DocumentKind = 'teilnahmebestaetigung' | 'fortbildungsnachweis';
export type DocumentStatus = 'gueltig' | 'ersetzt' | 'widerrufen';

/** A document to register: its kind, its person and tenant, its booking (a confirmation's), its facts. */
export interface NewDocument {
  readonly art: DocumentKind;
  readonly uid: string;
  readonly mandant: string;
  readonly anmeldungId?: number | null;
  readonly facts: DocumentFacts;
}

/** A document as the register keeps it. */
export interface RegisteredDocument {
  id: number;
  art: DocumentKind;
  mandant: string;
  angaben: DocumentFacts;
  status: DocumentStatus;
  erstellt_am: Date;
}

/**
 * Registers the document and answers its id. The same facts issued again for the same person and
 * booking are the same document (its row and code stay); a booking's newer confirmation replaces
 * its earlier ones, valid or replaced without a successor yet, so that each points to the next.
 */
export async function registerDocument(sql: Sql, doc: NewDocument): Promise<number> {
  const anmeldungId = doc.anmeldungId ?? null;
  await sql.query('SELECT pg_advisory_xact_lock(4713, hashtext($1))', [doc.uid]);
  const [same] = await sql.query<{ id: number }>(
    `SELECT id FROM nachweisdokumente
      WHERE uid = $1 AND art = $2 AND anmeldung_id IS NOT DISTINCT FROM $3 AND status = 'gueltig' AND angaben = $4::jsonb
      ORDER BY id DESC LIMIT 1`,
    [doc.uid, doc.art, anmeldungId, JSON.stringify(doc.facts)],
  );
  if (same) return same.id;
  const [{ id }] = await sql.query<{ id: number }>(
    'INSERT INTO nachweisdokumente (art, uid, mandant, anmeldung_id, angaben) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
    [doc.art, doc.uid, doc.mandant, anmeldungId, JSON.stringify(doc.facts)],
  );
  if (anmeldungId !== null) {
    await sql.query(
      `UPDATE nachweisdokumente SET status = 'ersetzt', ersetzt_durch = $3
        WHERE anmeldung_id = $1 AND art = $2 AND id <> $3 AND (status = 'gueltig' OR (status = 'ersetzt' AND ersetzt_durch IS NULL))`,
      [anmeldungId, doc.art, id],
    );
  }
  return id;
}

/** The registered document `id`, or nothing. */
export async function registeredDocument(sql: Sql, id: number): Promise<RegisteredDocument | undefined> {
  const [row] = await sql.query<RegisteredDocument>(
    'SELECT id, art, mandant, angaben, status, erstellt_am FROM nachweisdokumente WHERE id = $1',
    [id],
  );
  return row;
}

/** The valid confirmations of the bookings, with their facts. */
export const validConfirmations = (sql: Sql, bookingIds: readonly number[]) =>
  sql.query<{ id: number; anmeldung_id: number; angaben: DocumentFacts }>(
    `SELECT id, anmeldung_id, angaben FROM nachweisdokumente
      WHERE anmeldung_id = ANY($1) AND art = 'teilnahmebestaetigung' AND status = 'gueltig'`,
    [bookingIds],
  );

/** Marks the document replaced or revoked, unless its facts are still `facts` (a correction that changed nothing of it). */
export const retireDocument = (sql: Sql, id: number, status: Exclude<DocumentStatus, 'gueltig'>, facts: DocumentFacts) =>
  sql.query(`UPDATE nachweisdokumente SET status = $2 WHERE id = $1 AND status = 'gueltig' AND angaben <> $3::jsonb`, [
    id,
    status,
    JSON.stringify(facts),
  ]);
