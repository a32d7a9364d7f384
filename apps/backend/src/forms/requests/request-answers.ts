import type { AbrufanfrageEingang, AbrufanfrageStatus, TerminDaten } from '@fobu/api-contract';
import { canEditOffer, dateEditRefusal, formatShortDay, requestInboxScope, type OfferActor } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, forbidden, notFound } from '../../http/errors';
import { notifyText } from '../../notification/notify';
import { span } from '../dates/date-notifications';
import { dateChanges, insertDate } from '../dates/date-queries';
import { dateInputFor } from '../dates/date-steps';
import { factsOf } from '../offers/offer-facts';
import { throwRefusal } from '../offers/offer-work';
import { loadWork, record } from '../offers/offer-work-queries';
import { abrufanfrageView } from './abrufanfragen';
import { loadInbox, loadRequest, lockRequestRow, markDeclined, markScheduled, type InboxRow } from './request-inbox-queries';

/*
 * The organiser's answer to a school's on-demand request (docs/offers.md, "On-demand requests"):
 * agreeing makes a closed date that only the school's staff see and book; declining gives the
 * reason. Either way the school head who asked is told. Whoever may change the offer answers.
 */

const inboxView = (row: InboxRow): AbrufanfrageEingang => ({
  ...abrufanfrageView(row),
  schule: { name: row.schule_name, ort: row.schule_ort, kreis: row.schule_kreis },
  angefragtVon: { uid: row.von_uid, name: row.von_name, email: row.von_email },
});

const INBOX_STATES: Record<'offen' | 'beantwortet' | 'alle', AbrufanfrageStatus[]> = {
  offen: ['angefragt'],
  beantwortet: ['terminiert', 'abgelehnt'],
  alle: ['angefragt', 'terminiert', 'abgelehnt'],
};

const ALREADY_ANSWERED = () => conflict('anfrage_beantwortet', 'Diese Anfrage ist bereits beantwortet.');
const NO_SUCH_REQUEST = 'Diese Anfrage gibt es nicht.';

/** A request as the inbox shows it, read again after a step (it exists: the step locked it). */
const answeredView = async (sql: Sql, id: number) => inboxView((await loadRequest(sql, id)) as InboxRow);

/** The organiser's inbox: the requests of the offers they answer for, in the states asked for. */
export async function requestInbox(
  db: Db,
  actor: OfferActor,
  status: keyof typeof INBOX_STATES,
): Promise<{ items: AbrufanfrageEingang[] }> {
  const scope = requestInboxScope(actor);
  if (scope === 'none') throw forbidden('Anfragen von Schulen beantworten die Veranstaltungsleitung und die Verwaltung.');
  // Who asked first is answered first; what is answered, the newest first.
  const rows = await loadInbox(db, {
    mandant: actor.mandant,
    all: scope === 'all',
    uid: actor.uid,
    states: INBOX_STATES[status],
    oldestFirst: status === 'offen',
  });
  return { items: rows.map(inboxView) };
}

/** Declines a request still open with the reason and tells the school head who asked; false if it was answered already. */
export async function declineRequest(sql: Sql, id: number, begruendung: string): Promise<boolean> {
  if (!(await markDeclined(sql, id, begruendung))) return false;
  const request = await answeredView(sql, id);
  await notifyText(
    sql,
    request.angefragtVon.uid,
    'anmeldestatus',
    'Abrufveranstaltung abgelehnt',
    `Ihre Anfrage ${request.referenz} zu „${request.titel}“ wurde abgelehnt. Begründung: ${begruendung}`,
  );
  return true;
}

/**
 * The request and its offer, both locked (the offer first, as for its dates), for someone who may
 * change the offer; another tenant's request does not exist for the asker.
 */
async function lockForAnswer(sql: Sql, id: number, actor: OfferActor) {
  const ref = await loadRequest(sql, id);
  if (!ref || ref.mandant !== actor.mandant) throw notFound(NO_SUCH_REQUEST);
  const offer = await loadWork(sql, ref.vnr, true);
  if (!offer) throw notFound(NO_SUCH_REQUEST);
  if (!canEditOffer(actor, factsOf(offer)))
    throw forbidden('Anfragen beantwortet die Veranstaltungsleitung des Angebots oder die Verwaltung.');
  await lockRequestRow(sql, id);
  const request = (await loadRequest(sql, id)) as InboxRow;
  if (request.status !== 'angefragt') throw ALREADY_ANSWERED();
  return { offer, request };
}

/** Agrees to a request with a closed date for the school; the step goes into the offer's history and the school head is told. */
export function agreeToRequest(db: Db, actor: OfferActor, id: number, input: TerminDaten): Promise<AbrufanfrageEingang> {
  return db.tx(async (sql) => {
    const { offer, request } = await lockForAnswer(sql, id, actor);
    throwRefusal(dateEditRefusal(actor, factsOf(offer)));
    const date = dateInputFor(offer, input);
    const terminId = await insertDate(sql, offer, date, request.dstnr);
    await markScheduled(sql, id, terminId);
    const { referenz } = abrufanfrageView(request);
    await record(sql, {
      vnr: offer.vnr,
      actor,
      aktion: 'termin_angelegt',
      aenderungen: dateChanges(undefined, date),
      notiz: `Zusage auf die Anfrage ${referenz} (${request.schule_name})`,
      terminId,
    });
    const opens = new Date(date.anmeldebeginn) > new Date() ? `ab ${formatShortDay(date.anmeldebeginn)}` : 'ab sofort';
    await notifyText(
      sql,
      request.von_uid,
      'anmeldestatus',
      'Abrufveranstaltung vereinbart',
      `Für Ihre Anfrage ${referenz} zu „${request.titel}“ ist ein Termin vereinbart: ${span(date.beginn, date.ende)}. ` +
        `Ihr Kollegium kann sich ${opens} bis ${formatShortDay(date.anmeldeschluss)} dazu anmelden.`,
    );
    return answeredView(sql, id);
  });
}

/** Declines a request with the reason, for someone who may change the offer. */
export function declineWithReason(db: Db, actor: OfferActor, id: number, begruendung: string): Promise<AbrufanfrageEingang> {
  return db.tx(async (sql) => {
    await lockForAnswer(sql, id, actor);
    if (!(await declineRequest(sql, id, begruendung))) throw ALREADY_ANSWERED();
    return answeredView(sql, id);
  });
}
