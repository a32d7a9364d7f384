import type { AngebotAenderungSchema, AngebotAnlageSchema, AngebotArbeitsstand, AngebotInhalt } from '@fobu/api-contract';
import type { z } from 'zod/mini';
import { canSeeOfferWork, OFFER_NOT_VISIBLE, OFFER_WRITER_ROLES, PUBLISHED_OFFER_STATE, stateAfter, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { HttpError } from '../../http/errors';
import { withSpeakers } from '../speakers/offer-speakers';
import { factsOf } from './offer-facts';
import { checkKind, checkVersion, contentChanges, historyView, refuse, workAnswer, workContent, workView } from './offer-work';
import {
  approveRevision,
  CONTENT_FIELDS,
  insertDraft,
  loadHistory,
  loadWork,
  record,
  saveRevision,
  setOfferState,
  setRevisionState,
  writeContent,
  type WorkRow,
} from './offer-work-queries';
import { notifyReviewStep } from './review-notifications';

/*
 * The use cases of writing and reviewing offers (docs/offers.md): create a draft, change it
 * (against the version read), submit, approve or send back, and read the work and its history.
 * Who may do what is `offerActionRefusal` of @fobu/domain, here enforced.
 */

/** A new offer and a change of one as the contract's schemas parse them (defaults filled in). */
type NewOffer = z.output<typeof AngebotAnlageSchema>;
type OfferChange = z.output<typeof AngebotAenderungSchema>;

export type ReviewAction = 'einreichen' | 'freigeben' | 'zurueckgeben';

/** A new draft of the person's, with its first history step; answers its work state. */
export async function createOffer(db: Db, actor: OfferActor, input: NewOffer): Promise<AngebotArbeitsstand> {
  if (!OFFER_WRITER_ROLES.includes(actor.role))
    throw new HttpError(403, 'forbidden', 'Angebote anlegen dürfen Veranstaltungsleitung und Verwaltung.');
  checkKind(input.vtyp, input);
  return db.tx(async (sql) => {
    const vnr = await insertDraft(sql, actor, input.vtyp, await withSpeakers(sql, actor, input));
    await record(sql, { vnr, actor, aktion: 'angelegt' });
    return workAnswer(sql, vnr, actor);
  });
}

/** The offer whose work (content under work, history) the person may see; else 404, as for an unknown number. */
async function visibleWork(sql: Sql, vnr: string, actor: OfferActor): Promise<WorkRow> {
  const row = await loadWork(sql, vnr);
  if (!row || !canSeeOfferWork(actor, factsOf(row))) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
  return row;
}

/** The work state of an offer, for those who may see its work. */
export async function offerWork(db: Db, actor: OfferActor, vnr: string): Promise<AngebotArbeitsstand> {
  return workView(await visibleWork(db, vnr, actor), actor);
}

/**
 * Changes the content under work, against the version read; the history names each field changed.
 * A published offer keeps its content in the catalogue: the change goes into its revision.
 */
export async function changeOffer(db: Db, actor: OfferActor, vnr: string, input: OfferChange): Promise<AngebotArbeitsstand> {
  return db.tx(async (sql) => {
    const row = await loadWork(sql, vnr, true);
    refuse('bearbeiten', actor, row);
    checkVersion(row, input.version);
    checkKind(row.vtyp, input);
    const before = workContent(row);
    const settled = await withSpeakers(sql, actor, input, before.referentIds);
    const aenderungen = contentChanges(before, settled);
    if (aenderungen.length === 0) return workView(row, actor);
    const content = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, settled[field]])) as AngebotInhalt;
    if (row.status === PUBLISHED_OFFER_STATE) await saveRevision(sql, row.vnr, content, actor.uid);
    else await writeContent(sql, row.vnr, content, actor.uid);
    // The names tell the history who the speakers are; their directory numbers would say nothing more.
    await record(sql, { vnr: row.vnr, actor, aktion: 'geaendert', aenderungen: aenderungen.filter((a) => a.feld !== 'referentIds') });
    return workAnswer(sql, row.vnr, actor);
  });
}

/**
 * A step of the review, checked by the domain rule and against the version the person saw. On a
 * published offer's revision, submitting and sending back move the revision; approving writes its
 * content into the offer (the catalogue shows it from now on) and ends it.
 */
export async function reviewOffer(
  db: Db,
  actor: OfferActor,
  vnr: string,
  action: ReviewAction,
  input: { version: number; notiz?: string | null },
): Promise<AngebotArbeitsstand> {
  return db.tx(async (sql) => {
    const row = await loadWork(sql, vnr, true);
    refuse(action, actor, row);
    checkVersion(row, input.version);
    if (!row.r_inhalt) await setOfferState(sql, row.vnr, stateAfter(action));
    else if (action === 'freigeben') await approveRevision(sql, row, workContent(row));
    else await setRevisionState(sql, row.vnr, stateAfter(action));
    await record(sql, { vnr: row.vnr, actor, aktion: action, notiz: input.notiz });
    const offer = {
      vnr: row.vnr,
      mandant: row.mandant,
      titel: workContent(row).titel,
      leitungUid: row.leitung_uid,
      revision: !!row.r_inhalt,
    };
    await notifyReviewStep(sql, actor, action, offer, input.notiz);
    return workAnswer(sql, row.vnr, actor);
  });
}

/** The offer's history, for those who may see its work. */
export async function offerHistory(db: Db, actor: OfferActor, vnr: string) {
  const row = await visibleWork(db, vnr, actor);
  return { items: (await loadHistory(db, row.vnr)).map(historyView) };
}
