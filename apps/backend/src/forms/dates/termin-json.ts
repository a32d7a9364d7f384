import type { AngebotSummary, Anmeldung } from '@fobu/api-contract';
import type { Sql } from '../../db/db';
import type { DateRow } from '../../db/seed-rows';

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
export const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The contract's offer summary from an `angebote` row (detail and search share it). */
export function angebotSummaryView(row: Record<string, unknown>): AngebotSummary {
  return {
    vnr: row['vnr'] as string,
    mandant: row['mandant'] as AngebotSummary['mandant'],
    vtyp: row['vtyp'] as AngebotSummary['vtyp'],
    titel: row['titel'] as string,
    format: row['format'] as AngebotSummary['format'],
    umfangStunden: row['umfang_stunden'] as number,
    gebuehr: row['gebuehr'] as number,
    status: row['status'] as AngebotSummary['status'],
    schularten: row['schularten'] as AngebotSummary['schularten'],
    faecher: row['faecher'] as string[],
    kennzeichen: row['kennzeichen'] as string[],
    naechsterTermin: iso(row['naechster_termin'] as Date | null),
    veroeffentlichtAm: iso(row['veroeffentlicht_am'] as Date | null),
  };
}

/** A date as the views read it: its stored row (seed-rows.ts), with the seats taken counted. */
export interface TerminRow extends Omit<DateRow, 'mandant' | 'sitzungen'> {
  mandant: string;
  /** The sessions as the driver gives a JSON column: parsed, or still as text. */
  sitzungen: { beginn: string; ende: string }[] | string;
  zugelassen: number;
  wartend: number;
}

/**
 * A timestamptz as ISO 8601 with its offset (the session runs in UTC: "…T07:00:00+00:00"). JSON's own
 * encoding; to_char with a pattern cost 40 % of a date search's CPU on PGlite.
 */
const isoSql = (column: string) => `to_json(${column})`;

/*
 * A date as the contract's Termin, built by the database as JSON (`t` is termine): decoding
 * two dozen columns per row in JavaScript cost more CPU than the search itself on PGlite.
 */
const terminJson = (more: string, onlineLink = 'NULL') => `json_build_object(
  'id', t.id, 'vnr', t.vnr, 'beginn', ${isoSql('t.beginn')}, 'ende', ${isoSql('t.ende')}, 'sitzungen', t.sitzungen,
  'ort', CASE WHEN t.kreis IS NOT NULL AND t.ort_name IS NOT NULL
              THEN json_build_object('name', t.ort_name, 'adresse', coalesce(t.adresse, ''), 'raum', t.raum, 'kreis', t.kreis) END,
  'onlineLink', ${onlineLink}, 'minPlaetze', t.min_plaetze, 'maxPlaetze', t.max_plaetze,
  'freiePlaetze', greatest(0, t.max_plaetze - t.zugelassen), 'wartelistePlaetze', t.warteliste_plaetze, 'warteliste', t.wartend,
  'anmeldebeginn', ${isoSql('t.anmeldebeginn')}, 'anmeldeschluss', ${isoSql('t.anmeldeschluss')}, 'stornofrist', ${isoSql('t.stornofrist')},
  'genehmigungErforderlich', t.genehmigung_erforderlich, 'status', t.status, 'schuleDstnr', t.schule_dstnr${more})`;
/**
 * Public answers leave the meeting link of an online date out: it reaches the admitted participants
 * with their calendar file (and `TERMIN_WITH_LINK_JSON`), not everyone who searches.
 */
export const TERMIN_JSON = terminJson('');

const SEARCH_FIELDS = `, 'titel', g.titel, 'vtyp', g.vtyp, 'format', g.format, 'mandant', t.mandant`;

/** A date with its offer's title, type and format (`g` is angebote), as TerminSearchItem JSON. */
export const TERMIN_SEARCH_JSON = terminJson(SEARCH_FIELDS);

/** The same, with the meeting link where the SQL expression `showLink` holds (an admitted participant, the offer's staff). */
export const terminWithLinkJson = (showLink: string) => terminJson(SEARCH_FIELDS, `CASE WHEN ${showLink} THEN t.online_link END`);

/**
 * A date as the staff's lists show it (the contract's TerminBelegung): with its offer's state, its
 * organiser and the seats taken; `more` adds fields (`, 'name', expression`).
 */
export const terminBelegungJson = (more = '') =>
  terminJson(`${SEARCH_FIELDS}, 'angebotStatus', g.status, 'zugelassen', t.zugelassen,
  'leitung', (SELECT json_build_object('uid', u.uid, 'name', u.vorname || ' ' || u.name) FROM users u WHERE u.uid = g.leitung_uid)${more}`);

/** The booking columns every booking answer is built from; `a` is anmeldungen, `g` angebote, `t` termine. */
export const ANMELDUNG_SELECT = `
  SELECT a.id, a.vnr, a.termin_id, a.uid, a.status, a.angemeldet_am, a.geaendert_am, g.titel, g.vtyp, g.plattform_link, g.selbstabschluss,
         t.beginn, t.stornofrist,
         CASE WHEN a.status = 'warteliste' THEN (SELECT count(*)::int FROM anmeldungen w WHERE w.termin_id = a.termin_id AND w.status = 'warteliste' AND w.id <= a.id) END AS position
    FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr LEFT JOIN termine t ON t.id = a.termin_id`;

export interface AnmeldungRow {
  id: number;
  vnr: string;
  termin_id: number | null;
  uid: string;
  status: string;
  angemeldet_am: Date;
  geaendert_am: Date;
  titel: string;
  vtyp: string;
  plattform_link: string | null;
  selbstabschluss: boolean;
  beginn: Date | null;
  stornofrist: Date | null;
  position: number | null;
}

export function anmeldungView(row: AnmeldungRow): Anmeldung {
  const enrolled = ['eingeschrieben', 'abgeschlossen'].includes(row.status);
  return {
    id: row.id,
    vnr: row.vnr,
    terminId: row.termin_id,
    titel: row.titel,
    vtyp: row.vtyp as never,
    beginn: iso(row.beginn),
    stornofrist: iso(row.stornofrist),
    status: row.status as never,
    wartelistePosition: row.position,
    plattformLink: enrolled ? row.plattform_link : null,
    selbstabschluss: row.selbstabschluss,
    angemeldetAm: isoOf(row.angemeldet_am),
    geaendertAm: isoOf(row.geaendert_am),
  };
}

export async function loadAnmeldung(sql: Sql, id: number): Promise<Anmeldung> {
  const [row] = await sql.query<AnmeldungRow>(`${ANMELDUNG_SELECT} WHERE a.id = $1`, [id]);
  return anmeldungView(row);
}
