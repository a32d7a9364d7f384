import {
  DIENSTPOSTEN_TERMINE_SEITE,
  type DienstpostenUebersicht,
  type DienstpostenUebersichtQuerySchema,
  type OffeneAbrufanfrage,
} from '@fobu/api-contract';
import type { z } from 'zod/mini';
import { isoDayInGermany } from '@fobu/domain';
import { hasActive, type Principal } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { forbidden } from '../../http/errors';
import { abrufanfrageView } from '../requests/abrufanfragen';
import { areaDatePage, areaOpenRequestRows, areaSchools, dutyPostArea, type Area } from './duty-post-queries';
import { areaWorkgroupSchools } from './duty-post-workgroups';

/*
 * `GET /api/v1/dienstposten/uebersicht`: what concerns a duty post's area. Nothing in it names or
 * identifies a person: dates with their occupancy, schools with how many of their people took part,
 * requests with school and offer.
 */

/** The school year (1 August to 31 July) that `day` (`YYYY-MM-DD`) lies in: the period a school authority thinks in. */
export function schoolYearOf(day: string): { von: string; bis: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 8 ? year : year - 1;
  return { von: `${start}-08-01`, bis: `${start + 1}-07-31` };
}

/** The area's schools' on-demand requests not done yet. Without the note, which may name people. */
async function openRequestsOf(db: Db, area: Area): Promise<OffeneAbrufanfrage[]> {
  const rows = await areaOpenRequestRows(db, area);
  return rows.map((row) => {
    const request = abrufanfrageView(row);
    return {
      referenz: request.referenz,
      vnr: request.vnr,
      titel: request.titel,
      schule: { dstnr: row.dstnr, name: row.schule_name },
      wunschtermine: request.wunschtermine,
      teilnehmende: request.teilnehmende,
      angefragtAm: request.angefragtAm,
      status: request.status === 'terminiert' ? 'terminiert' : 'angefragt',
      terminBeginn: request.termin?.beginn ?? null,
    };
  });
}

/** The person, if they act as a duty post: the overview is theirs alone. */
export function dutyPost(principal: Principal): Principal {
  if (!hasActive(principal, 'dienstposten')) throw forbidden('Diese Übersicht gibt es nur für Dienstposten.');
  return principal;
}

/** A duty post's overview of its office's area: its own tenant and office; this school year unless asked. */
export async function dutyPostOverview(
  db: Db,
  principal: Principal,
  query: z.infer<typeof DienstpostenUebersichtQuerySchema>,
): Promise<DienstpostenUebersicht> {
  const schoolYear = schoolYearOf(isoDayInGermany(new Date()));
  const period = { von: query.von ?? schoolYear.von, bis: query.bis ?? schoolYear.bis };
  const dienststelle = await dutyPostArea(db, principal.dstnr, principal.mandant);
  if (!dienststelle) {
    const termine = { items: [], total: 0, page: query.seite, pageSize: DIENSTPOSTEN_TERMINE_SEITE };
    return { dienststelle, ...period, termine, schulen: [], abrufanfragen: [], arbeitsgruppen: [] };
  }
  const area: Area = { mandant: principal.mandant, kreise: dienststelle.kreise.map((kreis) => kreis.key), ...period };
  const [termine, schulen, abrufanfragen, arbeitsgruppen] = await Promise.all([
    areaDatePage(db, area, query.seite),
    areaSchools(db, area),
    openRequestsOf(db, area),
    areaWorkgroupSchools(db, area),
  ]);
  return { dienststelle, ...period, termine, schulen, abrufanfragen, arbeitsgruppen };
}
