import type { DatenschutzPerson, DatenschutzVorgang } from '@fobu/api-contract';
import { isRole, type OfferActor, type PrivacyExportFormat } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { iso, isoOf } from '../timestamps';

/*
 * The data protection log (table datenschutz_vorgaenge, docs/people-and-settings.md, "Data
 * protection (DSGVO)"): every export given and every erasure request with who asked, who filed,
 * confirmed or withdrew it and when. Its rows outlive the erasure: they are its proof.
 */

interface CaseRow {
  id: number;
  art: DatenschutzVorgang['art'];
  status: DatenschutzVorgang['status'];
  format: DatenschutzVorgang['format'];
  angefragt_von: string | null;
  notiz: string | null;
  gestellt_von: string;
  gestellt: { vorname: string; name: string };
  gestellt_rolle: string;
  gestellt_am: Date;
  erledigt: { vorname: string; name: string } | null;
  erledigt_rolle: string | null;
  erledigt_am: Date | null;
}

/** SQL: the cases with the names of who filed and who settled them, `v` the case. */
const CASE_SELECT = `SELECT v.id, v.art, v.status, v.format, v.angefragt_von, v.notiz, v.gestellt_von, v.gestellt_rolle, v.gestellt_am,
         json_build_object('vorname', g.vorname, 'name', g.name) AS gestellt,
         CASE WHEN e.uid IS NOT NULL THEN json_build_object('vorname', e.vorname, 'name', e.name) END AS erledigt,
         v.erledigt_rolle, v.erledigt_am
    FROM datenschutz_vorgaenge v JOIN users g ON g.uid = v.gestellt_von LEFT JOIN users e ON e.uid = v.erledigt_von`;

const personOf = (names: { vorname: string; name: string }, role: string | null): DatenschutzPerson => ({
  ...names,
  rolle: role !== null && isRole(role) ? role : null,
});

/** An open erasure request as the rules need it: who filed it in which role. */
export interface OpenRequest {
  readonly case: DatenschutzVorgang;
  readonly requester: { uid: string; role: string };
}

function caseOf(row: CaseRow): DatenschutzVorgang {
  return {
    id: row.id,
    art: row.art,
    status: row.status,
    format: row.format,
    angefragtVon: row.angefragt_von,
    notiz: row.notiz,
    gestelltVon: personOf(row.gestellt, row.gestellt_rolle),
    gestelltAm: isoOf(row.gestellt_am),
    erledigtVon: row.erledigt ? personOf(row.erledigt, row.erledigt_rolle) : null,
    erledigtAm: iso(row.erledigt_am),
  };
}

/** The person's cases in the tenant, newest first. */
export async function privacyCases(sql: Sql, mandant: string, uid: string): Promise<DatenschutzVorgang[]> {
  const rows = await sql.query<CaseRow>(`${CASE_SELECT} WHERE v.mandant = $1 AND v.uid = $2 ORDER BY v.gestellt_am DESC, v.id DESC`, [
    mandant,
    uid,
  ]);
  return rows.map(caseOf);
}

/** The person's open erasure request in the tenant, if there is one; `lock` holds it until the transaction ends. */
export async function openRequest(sql: Sql, mandant: string, uid: string, lock = false): Promise<OpenRequest | undefined> {
  const [row] = await sql.query<CaseRow>(
    `${CASE_SELECT} WHERE v.mandant = $1 AND v.uid = $2 AND v.status = 'offen'${lock ? ' FOR UPDATE OF v' : ''}`,
    [mandant, uid],
  );
  return row && { case: caseOf(row), requester: { uid: row.gestellt_von, role: row.gestellt_rolle } };
}

/** One case by id. */
async function caseById(sql: Sql, id: number): Promise<DatenschutzVorgang> {
  const [row] = await sql.query<CaseRow>(`${CASE_SELECT} WHERE v.id = $1`, [id]);
  return caseOf(row);
}

/** Logs an export given to `actor` (staff, or the person themself). */
export async function logExport(sql: Sql, actor: OfferActor, uid: string, format: PrivacyExportFormat): Promise<void> {
  await sql.query(
    `INSERT INTO datenschutz_vorgaenge (mandant, uid, art, status, format, gestellt_von, gestellt_rolle)
     VALUES ($1, $2, 'auskunft', 'erteilt', $3, $4, $5)`,
    [actor.mandant, uid, format, actor.uid, actor.role],
  );
}

/** Files an erasure request; undefined when one is open already (the unique index decides, also under concurrent requests). */
export async function fileRequest(
  sql: Sql,
  actor: OfferActor,
  uid: string,
  input: { angefragtVon: string; notiz: string },
): Promise<DatenschutzVorgang | undefined> {
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO datenschutz_vorgaenge (mandant, uid, art, status, angefragt_von, notiz, gestellt_von, gestellt_rolle)
     VALUES ($1, $2, 'loeschung', 'offen', $3, nullif($4, ''), $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [actor.mandant, uid, input.angefragtVon, input.notiz, actor.uid, actor.role],
  );
  return row && caseById(sql, row.id);
}

/** Settles the open request `id` as erased or withdrawn by `actor`. */
export async function settleRequest(sql: Sql, actor: OfferActor, id: number, status: 'geloescht' | 'zurueckgezogen') {
  await sql.query(
    `UPDATE datenschutz_vorgaenge SET status = $2, erledigt_von = $3, erledigt_rolle = $4, erledigt_am = clock_timestamp() WHERE id = $1`,
    [id, status, actor.uid, actor.role],
  );
  return caseById(sql, id);
}
