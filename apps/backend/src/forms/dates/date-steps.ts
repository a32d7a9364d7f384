import { terminOrtFehler, type Format, type TerminDaten, type TerminVerwaltung } from '@fobu/api-contract';
import {
  canSeeOfferWork,
  dateDeletionRefusal,
  dateEditRefusal,
  dateStateRefusal,
  OFFER_NOT_VISIBLE,
  PUBLISHED_OFFER_STATE,
  type OfferActor,
} from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, HttpError, invalidInput, notFound } from '../../http/errors';
import { lockTermin, saveCounters, type LockedTermin } from '../bookings/seat-queries';
import { moveUp } from '../bookings/seats';
import { factsOf } from '../offers/offer-facts';
import { throwRefusal } from '../offers/offer-work';
import { loadWork, record, type WorkRow } from '../offers/offer-work-queries';
import { cancelDate } from './date-cancelling';
import { notifyDateChange } from './date-notifications';
import {
  dateChanges,
  dateOwner,
  deleteDateRow,
  insertDate,
  normalised,
  refreshOfferDates,
  staffDate,
  staffDates,
  storedInput,
  updateDate,
} from './date-queries';

/*
 * Writing an offer's dates (docs/offers.md, "Dates"): list them for the staff, add, change,
 * delete (before publication) and cancel them. Who may is `dateEditRefusal` of @fobu/domain. A
 * date changes at once, also of a published offer: it is not part of a revision. Every step goes
 * into the offer's history.
 */

const NO_SUCH_DATE = 'Diesen Termin gibt es nicht.';

/**
 * The input checked against the offer's format (a Präsenz date needs a place, an online date a
 * link): the schema cannot know the format, so the answer is the schema's 400 with the same details.
 */
export function dateInputFor(offer: WorkRow, input: TerminDaten): TerminDaten {
  const fehler = terminOrtFehler(offer['format'] as Format, input);
  if (fehler.length > 0) throw invalidInput(fehler);
  return normalised(input);
}

/** Dates are written to offers with fixed dates; an on-demand offer's come from the schools' requests. */
function checkOfferType(offer: WorkRow) {
  if (offer.vtyp === 'SLK') throw conflict('falscher_angebotstyp', 'Ein Selbstlernkurs hat keine Termine.');
  if (offer.vtyp === 'ABRUF')
    throw conflict('falscher_angebotstyp', 'Die Termine einer Abrufveranstaltung entstehen, wenn Sie die Anfrage einer Schule zusagen.');
}

/**
 * The date's offer and the date, both locked: the offer first, as the offer's own steps
 * (cancelling it) lock it before its dates. Another tenant's date does not exist for the asker.
 */
async function lockDate(sql: Sql, id: number, actor: OfferActor): Promise<{ offer: WorkRow; termin: LockedTermin }> {
  const ref = await dateOwner(sql, id);
  if (!ref || ref.mandant !== actor.mandant) throw notFound(NO_SUCH_DATE);
  const offer = await loadWork(sql, ref.vnr, true);
  const termin = await lockTermin(sql, id);
  if (!offer || !termin) throw notFound(NO_SUCH_DATE);
  return { offer, termin };
}

/** The offer's dates as its staff see them, for those who may see its work. */
export async function listDates(db: Db, actor: OfferActor, vnr: string): Promise<{ items: TerminVerwaltung[] }> {
  const offer = await loadWork(db, vnr);
  if (!offer || !canSeeOfferWork(actor, factsOf(offer))) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
  return { items: await staffDates(db, 't.vnr = $1', [offer.vnr]) };
}

/** Adds a date to an offer with fixed dates. */
export function addDate(db: Db, actor: OfferActor, vnr: string, input: TerminDaten): Promise<TerminVerwaltung> {
  return db.tx(async (sql) => {
    const offer = await loadWork(sql, vnr, true);
    if (!offer) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
    throwRefusal(dateEditRefusal(actor, factsOf(offer)));
    checkOfferType(offer);
    const date = dateInputFor(offer, input);
    const id = await insertDate(sql, offer, date, null);
    await record(sql, { vnr: offer.vnr, actor, aktion: 'termin_angelegt', aenderungen: dateChanges(undefined, date), terminId: id });
    return staffDate(sql, id);
  });
}

/**
 * Changes a date that has not begun. Never fewer places than people admitted; more places move the
 * waiting list up at once, in booking order, and each person is told; those booked on a published
 * offer hear what changed.
 */
export function changeDate(db: Db, actor: OfferActor, id: number, input: TerminDaten): Promise<TerminVerwaltung> {
  return db.tx(async (sql) => {
    const { offer, termin } = await lockDate(sql, id, actor);
    throwRefusal(dateEditRefusal(actor, factsOf(offer)) ?? dateStateRefusal(termin, new Date()));
    const [before, after] = [storedInput(termin), dateInputFor(offer, input)];
    const aenderungen = dateChanges(before, after);
    if (aenderungen.length === 0) return staffDate(sql, id);
    if (after.maxPlaetze < termin.zugelassen)
      throw conflict(
        'plaetze_unter_zugelassen',
        `Zu diesem Termin sind schon ${termin.zugelassen} Personen zugelassen; er braucht mindestens so viele Plätze.`,
      );
    await updateDate(sql, id, termin.vnr, after);
    termin.max_plaetze = after.maxPlaetze;
    termin.warteliste_plaetze = after.wartelistePlaetze;
    await moveUp(sql, termin);
    if (termin.wartend > termin.warteliste_plaetze)
      throw conflict(
        'warteliste_zu_klein',
        `Auf der Warteliste stehen ${termin.wartend} Personen; sie braucht mindestens so viele Plätze.`,
      );
    await saveCounters(sql, termin);
    // Before publication nobody has booked: there is no one to tell.
    if (offer.status === PUBLISHED_OFFER_STATE) await notifyDateChange(sql, termin, before, after);
    await record(sql, { vnr: offer.vnr, actor, aktion: 'termin_geaendert', aenderungen, terminId: id });
    return staffDate(sql, id);
  });
}

/** Deletes a date nobody booked of an offer not yet published; answers the date as it was. */
export function deleteDate(db: Db, actor: OfferActor, id: number): Promise<TerminVerwaltung> {
  return db.tx(async (sql) => {
    const { offer, termin } = await lockDate(sql, id, actor);
    const gone = await staffDate(sql, id);
    throwRefusal(dateDeletionRefusal(actor, factsOf(offer), gone.anmeldungen));
    await deleteDateRow(sql, id);
    await refreshOfferDates(sql, offer.vnr);
    const aenderungen = dateChanges(storedInput(termin), undefined);
    await record(sql, { vnr: offer.vnr, actor, aktion: 'termin_geloescht', aenderungen, terminId: id });
    return gone;
  });
}

/** Cancels a date that has not begun, with the reason every active booking's participant is told. */
export function cancelDateWithReason(db: Db, actor: OfferActor, id: number, grund: string): Promise<TerminVerwaltung> {
  return db.tx(async (sql) => {
    const { offer, termin } = await lockDate(sql, id, actor);
    throwRefusal(dateEditRefusal(actor, factsOf(offer)) ?? dateStateRefusal(termin, new Date()));
    await cancelDate(sql, termin, actor, grund);
    return staffDate(sql, id);
  });
}
