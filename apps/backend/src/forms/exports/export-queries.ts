import type { Tenant } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';

/** A date as the participant list's exports read it, with its offer's title. */
export interface ListedDateRow {
  vnr: string;
  titel: string;
  mandant: Tenant;
  beginn: Date;
  ende: Date;
  sitzungen: { beginn: string; ende: string }[] | string | null;
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
  max_plaetze: number;
}

/** The date `id` with its offer's title; undefined when there is none. */
export async function listedDateRow(db: Sql, id: number): Promise<ListedDateRow | undefined> {
  const [row] = await db.query<ListedDateRow>(
    `SELECT t.vnr, g.titel, t.mandant, t.beginn, t.ende, t.sitzungen, t.ort_name, t.adresse, t.raum, t.kreis, t.max_plaetze
       FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE t.id = $1`,
    [id],
  );
  return row;
}
