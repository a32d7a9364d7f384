import type { Abrufanfrage, AbrufanfrageRequestSchema } from '@fobu/api-contract';
import { PUBLISHED_OFFER_STATE } from '@fobu/domain';
import type { z } from 'zod/mini';
import { hasActive, type Principal } from '../../auth/principal';
import type { Sql } from '@fobu/server-sql';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { iso } from '../timestamps';
import {
  insertRequest,
  loadOfferToAsk,
  loadRequestRow,
  loadSchoolRequests,
  schoolDates,
  type AbrufanfrageRow,
} from './abrufanfrage-queries';

/*
 * On-demand offers (ABRUF), the school's side: the school head asks for one for the school's staff,
 * with wish dates and the expected number of participants, and follows the answer. One open request
 * per school and offer: a second would only double the organiser's work.
 */

/** A school's request as its answer shows it, also in the organisers' inbox and work overview. */
export function abrufanfrageView(row: AbrufanfrageRow): Abrufanfrage {
  return {
    id: row.id,
    // The reference a school quotes when it asks about its request: derived from the row, not stored twice.
    referenz: `ABR-${new Date(row.erstellt_am).getUTCFullYear()}-${String(row.id).padStart(6, '0')}`,
    vnr: row.vnr,
    titel: row.titel,
    dstnr: row.dstnr,
    wunschtermine: row.wunschtermine,
    teilnehmende: row.teilnehmende,
    hinweis: row.hinweis,
    status: row.status,
    angefragtAm: iso(row.erstellt_am)!,
    termin: row.termin_id && row.termin_beginn ? { id: row.termin_id, beginn: iso(row.termin_beginn)! } : null,
    begruendung: row.begruendung,
  };
}

/** The school head asking for their school; 403 for anyone else. */
export function requireSchoolHead(principal: Principal): Principal {
  if (!hasActive(principal, 'schulleitung')) throw forbidden('Abrufveranstaltungen fordert die Schulleitung für ihre Schule an.');
  return principal;
}

/** The requests of the school head's school. */
export async function schoolRequests(sql: Sql, principal: Principal): Promise<{ items: Abrufanfrage[] }> {
  requireSchoolHead(principal);
  return { items: (await loadSchoolRequests(sql, principal.dstnr, principal.mandant)).map(abrufanfrageView) };
}

/** The dates of an on-demand offer agreed for the reader's school: only its staff see and book them. */
export async function ownSchoolDates(sql: Sql, principal: Principal, vnr: string): Promise<{ items: unknown[] }> {
  return { items: await schoolDates(sql, vnr, principal) };
}

/** Asks for a published on-demand offer of the tenant for the school head's school. */
export async function askForOffer(sql: Sql, principal: Principal, body: z.output<typeof AbrufanfrageRequestSchema>): Promise<Abrufanfrage> {
  requireSchoolHead(principal);
  const offer = await loadOfferToAsk(sql, body.vnr);
  if (!offer) throw notFound('Dieses Angebot gibt es nicht.');
  if (offer.mandant !== principal.mandant) throw forbidden('Dieses Angebot gehört zu einem anderen Mandanten.');
  if (offer.vtyp !== 'ABRUF') throw new HttpError(400, 'keine_abrufveranstaltung', 'Nur Abrufveranstaltungen können angefordert werden.');
  if (offer.status !== PUBLISHED_OFFER_STATE)
    throw conflict('nicht_buchbar', 'Diese Abrufveranstaltung kann zurzeit nicht angefragt werden.');
  const id = await insertRequest(sql, principal, body);
  if (id === undefined)
    throw conflict(
      'bereits_angefragt',
      'Ihre Schule hat diese Abrufveranstaltung bereits angefragt. Den Stand sehen Sie unter „Meine Fortbildungen“.',
    );
  return abrufanfrageView(await loadRequestRow(sql, id));
}
