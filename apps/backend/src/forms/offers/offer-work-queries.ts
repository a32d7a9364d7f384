import type { AngebotArbeitsstand, AngebotInhalt, HistorieEintrag } from '@fobu/api-contract';
import type { OfferActor, OfferState, RevisionState } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { nextKey } from '../../db/keys';
import type { FactsRow } from './offer-facts';
import { offerSearchText } from './offer-search-text';
import { PUBLISHED_SQL } from './offer-state-sql';

/*
 * The SQL of writing and reviewing offers (docs/offers.md): the offer's work as one row, its
 * content columns, its revision, its state and its history. The rules are offer-work.ts's.
 */

/** The content fields: wire name → column. */
export const CONTENT_COLUMNS: Record<keyof AngebotInhalt, string> = {
  titel: 'titel',
  beschreibung: 'beschreibung',
  ziele: 'ziele',
  hinweise: 'hinweise',
  zielgruppen: 'zielgruppen',
  schularten: 'schularten',
  faecher: 'faecher',
  kennzeichen: 'kennzeichen',
  format: 'format',
  umfangStunden: 'umfang_stunden',
  gebuehr: 'gebuehr',
  referenten: 'referenten',
  referentIds: 'referent_ids',
  kontakt: 'kontakt',
  anhaenge: 'anhaenge',
  plattformLink: 'plattform_link',
  selbstabschluss: 'selbstabschluss',
};
export const CONTENT_FIELDS = Object.keys(CONTENT_COLUMNS) as (keyof AngebotInhalt)[];

/** A content field's value as its column takes it: the attachments are a jsonb column. */
const columnValues = (content: AngebotInhalt) =>
  CONTENT_FIELDS.map((field) =>
    field === 'anhaenge' ? JSON.stringify(content.anhaenge) : field === 'referentIds' ? (content.referentIds ?? []) : content[field],
  );

export interface WorkRow extends Record<string, unknown>, FactsRow {
  vnr: string;
  mandant: string;
  vtyp: AngebotArbeitsstand['vtyp'];
  status: OfferState;
  version: number;
  leitung_uid: string;
  erstellt_von: string;
  geaendert_von: string;
  geaendert_am: Date | null;
  geaendert_von_name: string;
  letzte_rueckgabe: string | null;
  /** The open revision of a published offer, if any. */
  r_inhalt: AngebotInhalt | null;
  r_status: RevisionState | null;
  r_erstellt_von: string | null;
}

const WORK_SELECT = `
  SELECT g.*, coalesce(u.vorname || ' ' || u.name, '') AS geaendert_von_name,
         r.inhalt AS r_inhalt, r.status AS r_status, r.erstellt_von AS r_erstellt_von,
         CASE WHEN g.status = 'zurueckgegeben' OR r.status = 'zurueckgegeben' THEN
           (SELECT h.notiz FROM angebot_historie h WHERE h.vnr = g.vnr AND h.aktion = 'zurueckgeben' ORDER BY h.id DESC LIMIT 1)
         END AS letzte_rueckgabe
    FROM angebote g LEFT JOIN users u ON u.uid = g.geaendert_von LEFT JOIN angebot_ueberarbeitungen r ON r.vnr = g.vnr
   WHERE g.vnr = $1`;

/** Writes a step into the offer's history; `terminId` names the date a step of its dates concerns. */
export async function record(
  sql: Sql,
  entry: {
    vnr: string;
    actor: OfferActor;
    aktion: HistorieEintrag['aktion'];
    aenderungen?: unknown[];
    notiz?: string | null;
    terminId?: number;
  },
) {
  await sql.query(
    `INSERT INTO angebot_historie (vnr, uid, rolle, aktion, aenderungen, notiz, termin_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.vnr,
      entry.actor.uid,
      entry.actor.role,
      entry.aktion,
      JSON.stringify(entry.aenderungen ?? []),
      entry.notiz || null,
      entry.terminId ?? null,
    ],
  );
}

/** The offer with its work (revision, last changer, last send-back note); `lock` holds its row to the end of the transaction. */
export async function loadWork(sql: Sql, vnr: string, lock = false): Promise<WorkRow | undefined> {
  return (await sql.query<WorkRow>(`${WORK_SELECT}${lock ? ' FOR UPDATE OF g' : ''}`, [vnr.slice(0, 40)]))[0];
}

/** Writes content into the offer's columns (with its search text), as the last change of `uid`. */
export async function writeContent(sql: Sql, vnr: string, content: AngebotInhalt, uid: string) {
  await sql.query(
    `UPDATE angebote SET ${CONTENT_FIELDS.map((f, i) => `${CONTENT_COLUMNS[f]} = $${i + 2}`).join(', ')},
       suchtext = $${CONTENT_FIELDS.length + 2}, version = version + 1, geaendert_von = $${CONTENT_FIELDS.length + 3}, geaendert_am = now()
     WHERE vnr = $1`,
    [vnr, ...columnValues(content), offerSearchText({ vnr, ...content }), uid],
  );
}

/**
 * Writes a new draft (`IQ5nnnnn`/`SB5nnnnn`) of `content`, written by `actor`, led by `leitungUid`
 * (the writer unless said otherwise); answers its number. Its history step is the caller's.
 */
export async function insertDraft(
  sql: Sql,
  actor: OfferActor,
  vtyp: AngebotArbeitsstand['vtyp'],
  content: AngebotInhalt,
  leitungUid = actor.uid,
): Promise<string> {
  const vnr = await nextKey(sql, 'angebote', 'vnr', actor.mandant === 'iqsh' ? 'IQ5' : 'SB5');
  const n = CONTENT_FIELDS.length;
  await sql.query(
    `INSERT INTO angebote (vnr, mandant, vtyp, ${CONTENT_FIELDS.map((f) => CONTENT_COLUMNS[f]).join(', ')},
       leitung_uid, status, suchtext, erstellt_von, geaendert_von, geaendert_am)
     VALUES ($1, $2, $3, ${CONTENT_FIELDS.map((_, i) => `$${i + 4}`).join(', ')},
       $${n + 4}, 'entwurf', $${n + 5}, $${n + 6}, $${n + 6}, now())`,
    [vnr, actor.mandant, vtyp, ...columnValues(content), leitungUid, offerSearchText({ vnr, ...content }), actor.uid],
  );
  return vnr;
}

/** Names the archived offer `from` that the draft `vnr` was taken over from (docs/archive.md). */
export async function setTakenOverFrom(sql: Sql, vnr: string, from: string): Promise<void> {
  await sql.query('UPDATE angebote SET uebernommen_aus = $2 WHERE vnr = $1', [vnr, from]);
}

/** Writes the content under work of a published offer into its open revision (the catalogue keeps the published content), as `uid`'s change. */
export async function saveRevision(sql: Sql, vnr: string, content: AngebotInhalt, uid: string): Promise<void> {
  await sql.query(
    `INSERT INTO angebot_ueberarbeitungen (vnr, inhalt, status, erstellt_von) VALUES ($1, $2, 'entwurf', $3)
     ON CONFLICT (vnr) DO UPDATE SET inhalt = excluded.inhalt`,
    [vnr, JSON.stringify(content), uid],
  );
  await sql.query(`UPDATE angebote SET version = version + 1, geaendert_von = $2, geaendert_am = now() WHERE vnr = $1`, [vnr, uid]);
}

/** Ends the open revision by writing its content into the offer; its last changer stays the offer's (four eyes looks at them). */
export async function approveRevision(sql: Sql, row: WorkRow, content: AngebotInhalt): Promise<void> {
  await writeContent(sql, row.vnr, content, row.geaendert_von);
  await sql.query('DELETE FROM angebot_ueberarbeitungen WHERE vnr = $1', [row.vnr]);
}

/** Moves the open revision into `state` (a new version of the offer). */
export async function setRevisionState(sql: Sql, vnr: string, state: OfferState): Promise<void> {
  await sql.query('UPDATE angebot_ueberarbeitungen SET status = $2 WHERE vnr = $1', [vnr, state]);
  await sql.query('UPDATE angebote SET version = version + 1 WHERE vnr = $1', [vnr]);
}

/** Moves the offer into `state` (a new version); the first publication is dated. */
export async function setOfferState(sql: Sql, vnr: string, state: OfferState): Promise<void> {
  await sql.query(
    `UPDATE angebote SET status = $2, version = version + 1,
       veroeffentlicht_am = CASE WHEN $2 = ${PUBLISHED_SQL} THEN coalesce(veroeffentlicht_am, now()) ELSE veroeffentlicht_am END
     WHERE vnr = $1`,
    [vnr, state],
  );
}

/** A step of an offer's history as stored, with the name of its person. */
export interface HistoryRow {
  am: Date;
  uid: string | null;
  name: string | null;
  rolle: HistorieEintrag['rolle'];
  aktion: HistorieEintrag['aktion'];
  aenderungen: HistorieEintrag['aenderungen'] | string;
  notiz: string | null;
  termin_id: number | null;
  termin_beginn: Date | null;
}

/** The offer's history, oldest step first. */
export function loadHistory(sql: Sql, vnr: string): Promise<HistoryRow[]> {
  return sql.query<HistoryRow>(
    `SELECT h.am, h.uid, u.vorname || ' ' || u.name AS name, h.rolle, h.aktion, h.aenderungen, h.notiz, h.termin_id, t.beginn AS termin_beginn
       FROM angebot_historie h LEFT JOIN users u ON u.uid = h.uid LEFT JOIN termine t ON t.id = h.termin_id
      WHERE h.vnr = $1 ORDER BY h.id`,
    [vnr],
  );
}

/** Moves the offer into a closing state (cancelled, archived; a new version) and ends its open revision. */
export async function closeOffer(sql: Sql, vnr: string, state: OfferState): Promise<void> {
  await sql.query(
    `UPDATE angebote SET status = $2, version = version + 1, archiviert_am = CASE WHEN $2 = 'archiviert' THEN now() ELSE archiviert_am END
      WHERE vnr = $1`,
    [vnr, state],
  );
  await sql.query('DELETE FROM angebot_ueberarbeitungen WHERE vnr = $1', [vnr]);
}
