import { ARBEITSUEBERSICHT_LIMITS, type Arbeitsuebersicht } from '@fobu/api-contract';
import { requestInboxScope, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { forbidden } from '../../http/errors';
import { abrufanfrageView } from '../requests/abrufanfragen';
import { iso } from '../timestamps';
import {
  attendancePending,
  nextDates,
  openRequestRows,
  ownOffersIn,
  sentBackRows,
  underMinimum,
  type PreparedState,
  type Scope,
} from './work-overview-queries';

/*
 * The work overview (`GET /api/v1/arbeitsuebersicht`): the dashboards of organisers and of the
 * administration, each list the first entries of a search with its number.
 */

/** Offers, or their revisions, sent back by quality control, with the note; the latest first. */
async function sentBack(db: Db, actor: OfferActor, scope: Scope): Promise<Arbeitsuebersicht['zurueckgegeben']> {
  const { rows, total } = await sentBackRows(db, actor, scope);
  const items = rows.map((row) => ({
    vnr: row.vnr,
    vtyp: row.vtyp,
    titel: row.titel,
    ueberarbeitung: row.ueberarbeitung,
    notiz: row.notiz,
    zurueckgegebenAm: iso(row.am),
  }));
  return { anzahl: total, items };
}

/** The person's own offers in one state of their preparation, the last changed first. */
async function ownPrepared(db: Db, actor: OfferActor, state: PreparedState): Promise<Arbeitsuebersicht['entwuerfe']> {
  const { rows, total } = await ownOffersIn(db, actor, state);
  const items = rows.map((row) => ({ vnr: row.vnr, vtyp: row.vtyp, titel: row.titel, geaendertAm: iso(row.geaendert_am) }));
  return { anzahl: total, items };
}

/** Schools' requests for the offers that still wait for an answer, the oldest first. */
async function openRequests(db: Db, actor: OfferActor, scope: Scope): Promise<Arbeitsuebersicht['offeneAbrufanfragen']> {
  const { rows, total } = await openRequestRows(db, actor, scope);
  const items = rows.map((row) => ({
    ...abrufanfrageView(row),
    schule: { name: row.schule_name, ort: row.schule_ort, kreis: row.schule_kreis },
  }));
  return { anzahl: total, items };
}

/** The person's work overview: organisers see their own offers, the administration the tenant's; quality control has none. */
export async function workOverview(db: Db, actor: OfferActor): Promise<Arbeitsuebersicht> {
  // Whose offers: those the person may change, as for answering the schools' requests.
  const scope = requestInboxScope(actor);
  if (scope === 'none')
    throw forbidden(
      'Die Arbeitsübersicht gehört zu Veranstaltungsleitung und Verwaltung; die Qualitätskontrolle arbeitet mit der Prüfliste.',
    );
  const limit = ARBEITSUEBERSICHT_LIMITS.arbeitsliste;
  return {
    umfang: scope === 'all' ? 'mandant' : 'eigene',
    naechsteTermine: await nextDates(db, actor, scope, ARBEITSUEBERSICHT_LIMITS.naechsteTermine),
    entwuerfe: await ownPrepared(db, actor, 'entwurf'),
    inPruefung: await ownPrepared(db, actor, 'zur_pruefung'),
    zurueckgegeben: await sentBack(db, actor, scope),
    offeneAbrufanfragen: await openRequests(db, actor, scope),
    unterMindestzahl: await underMinimum(db, actor, scope, limit),
    anwesenheitOffen: await attendancePending(db, actor, scope, limit),
  };
}
