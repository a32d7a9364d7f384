import { TerminAbsageSchema, TerminEingabeSchema, terminOrtFehler, type Format, type TerminDaten } from '@fobu/api-contract';
import { canSeeOfferWork, dateDeletionRefusal, dateEditRefusal, dateStateRefusal, OFFER_NOT_VISIBLE, type OfferActor } from '@fobu/domain';
import type { Hono } from 'hono';
import type { Db, Sql } from '../db/db';
import { jsonBody } from '../http/app';
import { conflict, HttpError, invalidInput, notFound, validate } from '../http/errors';
import { idParam } from '../http/params';
import { lockTermin, saveCounters, type LockedTermin } from '../forms/bookings/seat-queries';
import { moveUp } from '../forms/bookings/seats';
import { cancelDate } from './date-cancelling';
import { notifyDateChange } from './date-notifications';
import { dateChanges, insertDate, normalised, refreshOfferDates, staffDate, staffDates, storedInput, updateDate } from './date-store';
import { actorOf, loadWork, record, throwRefusal, type WorkRow } from './offer-editing';
import { factsOf } from './offer-facts';

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
  const [ref] = await sql.query<{ vnr: string; mandant: string }>('SELECT vnr, mandant FROM termine WHERE id = $1', [id]);
  if (!ref || ref.mandant !== actor.mandant) throw notFound(NO_SUCH_DATE);
  const offer = await loadWork(sql, ref.vnr, true);
  const termin = await lockTermin(sql, id);
  if (!offer || !termin) throw notFound(NO_SUCH_DATE);
  return { offer, termin };
}

/** Adds the endpoints of writing an offer's dates to the forms service. */
export function addDateEditing(app: Hono, db: Db): void {
  app.get('/api/v1/angebote/:vnr/termine', async (c) => {
    const actor = actorOf(c);
    const offer = await loadWork(db, c.req.param('vnr'));
    if (!offer || !canSeeOfferWork(actor, factsOf(offer))) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
    return c.json({ items: await staffDates(db, 't.vnr = $1', [offer.vnr]) });
  });

  app.post('/api/v1/angebote/:vnr/termine', async (c) => {
    const actor = actorOf(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    const created = await db.tx(async (sql) => {
      const offer = await loadWork(sql, c.req.param('vnr'), true);
      if (!offer) throw new HttpError(404, 'not_found', OFFER_NOT_VISIBLE);
      throwRefusal(dateEditRefusal(actor, factsOf(offer)));
      checkOfferType(offer);
      const date = dateInputFor(offer, input);
      const id = await insertDate(sql, offer, date, null);
      await record(sql, { vnr: offer.vnr, actor, aktion: 'termin_angelegt', aenderungen: dateChanges(undefined, date), terminId: id });
      return staffDate(sql, id);
    });
    return c.json(created, 201);
  });

  app.put('/api/v1/termine/:id', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const input = validate(TerminEingabeSchema, await jsonBody(c));
    const changed = await db.tx(async (sql) => {
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
      // More places: the waiting list moves up at once, in booking order, and each person is told.
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
      if (offer.status === 'veroeffentlicht') await notifyDateChange(sql, termin, before, after);
      await record(sql, { vnr: offer.vnr, actor, aktion: 'termin_geaendert', aenderungen, terminId: id });
      return staffDate(sql, id);
    });
    return c.json(changed);
  });

  app.delete('/api/v1/termine/:id', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const deleted = await db.tx(async (sql) => {
      const { offer, termin } = await lockDate(sql, id, actor);
      const gone = await staffDate(sql, id);
      throwRefusal(dateDeletionRefusal(actor, factsOf(offer), gone.anmeldungen));
      await sql.query('DELETE FROM termine WHERE id = $1', [id]);
      await refreshOfferDates(sql, offer.vnr);
      await record(sql, {
        vnr: offer.vnr,
        actor,
        aktion: 'termin_geloescht',
        aenderungen: dateChanges(storedInput(termin), undefined),
        terminId: id,
      });
      return gone;
    });
    return c.json(deleted);
  });

  app.post('/api/v1/termine/:id/absagen', async (c) => {
    const actor = actorOf(c);
    const id = idParam(c);
    const { grund } = validate(TerminAbsageSchema, await jsonBody(c));
    const cancelled = await db.tx(async (sql) => {
      const { offer, termin } = await lockDate(sql, id, actor);
      throwRefusal(dateEditRefusal(actor, factsOf(offer)) ?? dateStateRefusal(termin, new Date()));
      await cancelDate(sql, termin, actor, grund);
      return staffDate(sql, id);
    });
    return c.json(cancelled);
  });
}
