import type { Anmeldung, Termin, TerminSearchItem } from '@fobu/api-contract';
import type { Sql } from '../db/db';

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isoOf = (value: Date | string) => new Date(value).toISOString();

export interface TerminRow {
  id: number; vnr: string; mandant: string; beginn: Date; ende: Date; sitzungen: { beginn: string; ende: string }[] | string;
  ort_name: string | null; adresse: string | null; raum: string | null; kreis: string | null; online_link: string | null;
  min_plaetze: number; max_plaetze: number; warteliste_plaetze: number; anmeldebeginn: Date; anmeldeschluss: Date;
  stornofrist: Date; genehmigung_erforderlich: boolean; status: string; schule_dstnr: string | null; zugelassen: number; wartend: number;
}

export function terminView(row: TerminRow): Termin {
  const sitzungen = typeof row.sitzungen === 'string' ? JSON.parse(row.sitzungen) : row.sitzungen;
  return {
    id: row.id,
    vnr: row.vnr,
    beginn: isoOf(row.beginn),
    ende: isoOf(row.ende),
    sitzungen,
    ort: row.kreis && row.ort_name ? { name: row.ort_name, adresse: row.adresse ?? '', raum: row.raum, kreis: row.kreis as never } : null,
    onlineLink: row.online_link,
    minPlaetze: row.min_plaetze,
    maxPlaetze: row.max_plaetze,
    freiePlaetze: Math.max(0, row.max_plaetze - row.zugelassen),
    wartelistePlaetze: row.warteliste_plaetze,
    warteliste: row.wartend,
    anmeldebeginn: isoOf(row.anmeldebeginn),
    anmeldeschluss: isoOf(row.anmeldeschluss),
    stornofrist: isoOf(row.stornofrist),
    genehmigungErforderlich: row.genehmigung_erforderlich,
    status: row.status as Termin['status'],
    schuleDstnr: row.schule_dstnr,
  };
}

export function terminSearchView(row: TerminRow & { titel: string; vtyp: string; format: string }): TerminSearchItem {
  return { ...terminView(row), titel: row.titel, vtyp: row.vtyp as never, format: row.format as never, mandant: row.mandant as never };
}

/** The booking columns every booking answer is built from; `a` is anmeldungen, `g` angebote, `t` termine. */
export const ANMELDUNG_SELECT = `
  SELECT a.id, a.vnr, a.termin_id, a.uid, a.status, a.angemeldet_am, a.geaendert_am, g.titel, g.vtyp, g.plattform_link,
         t.beginn, t.stornofrist,
         CASE WHEN a.status = 'warteliste' THEN (SELECT count(*)::int FROM anmeldungen w WHERE w.termin_id = a.termin_id AND w.status = 'warteliste' AND w.id <= a.id) END AS position
    FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr LEFT JOIN termine t ON t.id = a.termin_id`;

export interface AnmeldungRow {
  id: number; vnr: string; termin_id: number | null; uid: string; status: string; angemeldet_am: Date; geaendert_am: Date;
  titel: string; vtyp: string; plattform_link: string | null; beginn: Date | null; stornofrist: Date | null; position: number | null;
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
    angemeldetAm: isoOf(row.angemeldet_am),
    geaendertAm: isoOf(row.geaendert_am),
  };
}

export async function loadAnmeldung(sql: Sql, id: number): Promise<Anmeldung> {
  const [row] = await sql.query<AnmeldungRow>(`${ANMELDUNG_SELECT} WHERE a.id = $1`, [id]);
  return anmeldungView(row);
}
