import type { Anerkennung, AnerkennungEntscheidung, OffeneAnerkennung } from '@fobu/api-contract';
import { formatHours, grantedHoursRefusal } from '@fobu/domain';
import type { Principal } from '../../auth/principal';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden, invalidInput, notFound } from '../../http/errors';
import { wants } from '../../notification/notify';
import { iso, isoOf } from '../timestamps';
import type { RecognitionUpload } from './proof-upload';

/*
 * Recognition requests (docs/proof-of-training.md, "As built: recognition"): the person's own, and
 * verwaltung's queue and decision within its tenant. A request of another tenant is answered as
 * one that does not exist.
 */

const NO_SUCH_REQUEST = 'Diesen Antrag gibt es nicht.';
const NOT_OPEN = 'Dieser Antrag ist nicht mehr offen: Über ihn wurde bereits entschieden, oder er wurde zurückgezogen.';

const COLUMNS = `a.id, a.titel, a.anbieter, a.datum::text AS datum, a.stunden::float8 AS stunden, a.status,
  a.anerkannte_stunden::float8 AS anerkannte_stunden, a.begruendung, a.entschieden_am, a.erstellt_am, a.nachweis_name`;

interface RecognitionRow {
  id: number;
  titel: string;
  anbieter: string;
  datum: string;
  stunden: number;
  status: Anerkennung['status'];
  anerkannte_stunden: number | null;
  begruendung: string | null;
  entschieden_am: Date | null;
  erstellt_am: Date;
  nachweis_name: string;
}

const recognitionOf = (row: RecognitionRow): Anerkennung => ({
  id: row.id,
  titel: row.titel,
  anbieter: row.anbieter,
  datum: row.datum,
  stunden: row.stunden,
  status: row.status,
  anerkannteStunden: row.anerkannte_stunden,
  begruendung: row.begruendung,
  entschiedenAm: iso(row.entschieden_am),
  erstelltAm: isoOf(row.erstellt_am),
  nachweisName: row.nachweis_name,
});

/** Stores a new request of the person, open (`beantragt`). */
export async function submitRecognition(db: Db, person: Principal, upload: RecognitionUpload): Promise<Anerkennung> {
  const { titel, anbieter, datum, stunden } = upload.fields;
  const [row] = await db.query<RecognitionRow>(
    `INSERT INTO anerkennungen AS a (uid, mandant, titel, anbieter, datum, stunden, nachweis, nachweis_name)
     VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8) RETURNING ${COLUMNS}`,
    // As text: both drivers take every parameter so (pglite-engine.ts), and bytea's text form is base64 here.
    [person.uid, person.mandant, titel, anbieter, datum, stunden, Buffer.from(upload.proof).toString('base64'), upload.proofName],
  );
  return recognitionOf(row);
}

/** The person's requests in the tenant, the newest first (also for the data export). */
export async function ownRecognitions(db: Db, person: { uid: string; mandant: string }): Promise<Anerkennung[]> {
  const rows = await db.query<RecognitionRow>(
    `SELECT ${COLUMNS} FROM anerkennungen a WHERE a.uid = $1 AND a.mandant = $2 ORDER BY a.erstellt_am DESC, a.id DESC`,
    [person.uid, person.mandant],
  );
  return rows.map(recognitionOf);
}

/** The tenant's open requests with their person, the longest waiting first. */
export async function openRecognitions(db: Db, mandant: string): Promise<OffeneAnerkennung[]> {
  const rows = await db.query<RecognitionRow & { uid: string; person_name: string }>(
    `SELECT ${COLUMNS}, a.uid, trim(u.vorname || ' ' || u.name) AS person_name
       FROM anerkennungen a JOIN users u ON u.uid = a.uid
      WHERE a.mandant = $1 AND a.status = 'beantragt' ORDER BY a.erstellt_am, a.id`,
    [mandant],
  );
  return rows.map((row) => ({ ...recognitionOf(row), person: { uid: row.uid, name: row.person_name } }));
}

/** A request's proof for its person or, with `asClerk`, for the tenant's verwaltung; null when neither may see it. */
export async function recognitionProof(
  db: Db,
  asker: Principal,
  id: number,
  asClerk: boolean,
): Promise<{ bytes: Uint8Array; name: string } | null> {
  const [row] = await db.query<{ nachweis: Uint8Array; nachweis_name: string }>(
    'SELECT nachweis, nachweis_name FROM anerkennungen WHERE id = $1 AND mandant = $2 AND (uid = $3 OR $4)',
    [id, asker.mandant, asker.uid, asClerk],
  );
  return row ? { bytes: new Uint8Array(row.nachweis), name: row.nachweis_name } : null;
}

/** Withdraws the person's open request; a decided or withdrawn one is a 409. */
export async function withdrawRecognition(db: Db, person: Principal, id: number): Promise<Anerkennung> {
  return db.tx(async (sql) => {
    const [row] = await sql.query<RecognitionRow>(
      `UPDATE anerkennungen a SET status = 'zurueckgezogen'
        WHERE a.id = $1 AND a.uid = $2 AND a.mandant = $3 AND a.status = 'beantragt' RETURNING ${COLUMNS}`,
      [id, person.uid, person.mandant],
    );
    if (row) return recognitionOf(row);
    const [own] = await sql.query('SELECT 1 FROM anerkennungen WHERE id = $1 AND uid = $2 AND mandant = $3', [
      id,
      person.uid,
      person.mandant,
    ]);
    throw own ? conflict('anerkennung_entschieden', NOT_OPEN) : notFound(NO_SUCH_REQUEST);
  });
}

/**
 * Verwaltung's decision, once: the UPDATE only takes an open request, so of two clerks deciding at
 * the same time the database lets one through and the other gets the 409. Nobody decides their
 * own request (a clerk who also teaches). The person is told, unless they switched the kind off.
 */
export async function decideRecognition(db: Db, clerk: Principal, id: number, decision: AnerkennungEntscheidung): Promise<Anerkennung> {
  return db.tx(async (sql) => {
    const [request] = await sql.query<{ uid: string; stunden: number }>(
      'SELECT uid, stunden::float8 AS stunden FROM anerkennungen WHERE id = $1 AND mandant = $2',
      [id, clerk.mandant],
    );
    if (!request) throw notFound(NO_SUCH_REQUEST);
    if (request.uid === clerk.uid) throw forbidden('Über Ihren eigenen Antrag entscheidet eine andere Person der Verwaltung.');
    const granted = decision.status === 'anerkannt' ? decision.anerkannteStunden : null;
    const refusal = granted === null ? null : grantedHoursRefusal(granted, request.stunden);
    if (refusal) throw invalidInput([{ path: ['anerkannteStunden'], message: refusal }]);
    const [row] = await sql.query<RecognitionRow>(
      `UPDATE anerkennungen a SET status = $2, anerkannte_stunden = $3, begruendung = $4, entschieden_von = $5, entschieden_am = clock_timestamp()
        WHERE a.id = $1 AND a.status = 'beantragt' RETURNING ${COLUMNS}`,
      [id, decision.status, granted, decision.status === 'abgelehnt' ? decision.begruendung : null, clerk.uid],
    );
    if (!row) throw conflict('anerkennung_entschieden', NOT_OPEN);
    await notifyDecision(sql, request.uid, recognitionOf(row));
    return recognitionOf(row);
  });
}

async function notifyDecision(sql: Sql, uid: string, decided: Anerkennung): Promise<void> {
  const text =
    decided.status === 'anerkannt'
      ? `Die Verwaltung hat Ihre Fortbildung „${decided.titel}“ mit ${formatHours(decided.anerkannteStunden ?? 0)} Stunden anerkannt.`
      : `Die Verwaltung hat Ihren Antrag auf Anerkennung von „${decided.titel}“ abgelehnt. Begründung: ${decided.begruendung ?? ''}`;
  await sql.query(
    `INSERT INTO benachrichtigungen (uid, titel, text, art) SELECT $1, $2, $3, 'anerkennung' WHERE ${wants('anerkennung', '$1')}`,
    [uid, `Ihr Antrag auf Anerkennung: ${decided.titel}`, text],
  );
}
