import type { Anmeldung } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import { BOOKED_TITLE_SQL } from '../dates/termin-json';
import { iso, isoOf } from '../timestamps';

/** The booking columns every booking answer is built from; `a` is anmeldungen, `g` angebote, `t` termine. */
export const ANMELDUNG_SELECT = `
  SELECT a.id, a.vnr, a.termin_id, a.uid, a.status, a.angemeldet_am, a.geaendert_am, ${BOOKED_TITLE_SQL} AS titel, g.vtyp, g.plattform_link, g.selbstabschluss,
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
