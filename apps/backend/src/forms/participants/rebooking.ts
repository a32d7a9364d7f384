import type { UmbuchungRequest } from '@fobu/api-contract';
import { BOOKING_STATE_PHRASES, isActiveBooking, placesStillGiven, type BookingState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, notFound } from '../../http/errors';
import { checkManagesBooking, reasonSentence, requireReason } from '../bookings/booking-management';
import { lockTermin, saveCounters, type LockedTermin } from '../bookings/seat-queries';
import { moveUp, release } from '../bookings/seats';
import { recordActor } from '../bookings/booking-actor';
import { span } from '../dates/date-notifications';
import { notifyText } from '../../notification/notify';
import { refuseChangeOfArchived } from '../archive/archived-record';
import { listedBooking } from './participant-queries';
import { bookingDateRef, hasActiveBooking, lockMovedBooking, moveToSeat } from './rebooking-queries';

/*
 * Moving a person to another date of the same offer (docs/participants.md): to a free seat there,
 * the old seat going to the old date's waiting list. Both dates are locked in the order of their
 * ids, so that two moves in opposite directions queue up instead of waiting for each other.
 */

const NO_SUCH_BOOKING = 'Diese Anmeldung gibt es nicht.';

/** "am Fr., 12.03.2027, 09:00–16:00 Uhr" */
const whenOf = (termin: LockedTermin) => `am ${span(new Date(termin.beginn).toISOString(), new Date(termin.ende).toISOString())}`;

/** Locks the two dates, the lower id first. */
async function lockBoth(sql: Sql, from: number, to: number): Promise<[LockedTermin | undefined, LockedTermin | undefined]> {
  if (from < to) {
    const old = await lockTermin(sql, from);
    return [old, await lockTermin(sql, to)];
  }
  const target = await lockTermin(sql, to);
  return [await lockTermin(sql, from), target];
}

/** Why a booking cannot move to the target date, or null when it can. */
function refusal(old: LockedTermin, target: LockedTermin, status: BookingState, personHasTarget: boolean) {
  const when = whenOf(target);
  if (!isActiveBooking(status))
    return conflict('nicht_umbuchbar', `Eine Anmeldung mit dem Status „${BOOKING_STATE_PHRASES[status]}“ kann nicht umgebucht werden.`);
  if (target.id === old.id) return conflict('gleicher_termin', 'Die Person ist bereits für diesen Termin angemeldet.');
  if (target.vnr !== old.vnr) return conflict('anderes_angebot', 'Umgebucht wird nur auf einen anderen Termin desselben Angebots.');
  if (target.schule_dstnr !== old.schule_dstnr)
    return conflict('andere_terminart', 'Ein öffentlicher Termin und der Termin einer Schule werden nicht gegeneinander umgebucht.');
  if (!placesStillGiven(target, new Date()))
    return conflict('termin_vorbei', `Der Termin ${when} ist abgesagt oder hat schon begonnen; darauf wird nicht mehr umgebucht.`);
  if (personHasTarget) return conflict('bereits_angemeldet', `Die Person ist für den Termin ${when} bereits angemeldet.`);
  if (target.zugelassen >= target.max_plaetze) return conflict('ausgebucht', `Auf dem Termin ${when} ist kein Platz mehr frei.`);
  return null;
}

/** `POST /api/v1/anmeldungen/{id}/umbuchen`: answers the moved booking as the participant list shows it. */
export async function moveBooking(db: Db, principal: Principal, id: number, { terminId, notiz }: UmbuchungRequest) {
  return db.tx(async (sql) => {
    const ref = await bookingDateRef(sql, id);
    if (!ref) throw notFound(NO_SUCH_BOOKING);
    const [old, target] = ref.termin_id ? await lockBoth(sql, ref.termin_id, terminId) : [];
    const booking = await lockMovedBooking(sql, id);
    checkManagesBooking(principal, booking);
    if (old) refuseChangeOfArchived(old.angebot_status);
    if (!old) throw conflict('nicht_umbuchbar', 'Nur die Anmeldung zu einem Termin kann umgebucht werden.');
    // Moved by someone else meanwhile: the locks held are of the wrong date.
    if (booking.termin_id !== old.id) throw conflict('geaendert', 'Die Anmeldung wurde gerade geändert. Bitte laden Sie die Liste neu.');
    if (!target || target.mandant !== principal.mandant) throw notFound('Den Termin, auf den umgebucht werden soll, gibt es nicht.');
    requireReason(notiz);
    const refused = refusal(old, target, booking.status, await hasActiveBooking(sql, target.id, booking.uid));
    if (refused) throw refused;
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole }, { grund: notiz });
    await moveToSeat(sql, id, target.id);
    release(old, booking.status);
    target.zugelassen++;
    await moveUp(sql, old);
    await saveCounters(sql, old);
    await saveCounters(sql, target);
    const text = [
      `Sie wurden für „${booking.titel}“ auf den Termin ${whenOf(target)} umgebucht und sind dort zugelassen.`,
      reasonSentence(notiz),
    ];
    await notifyText(sql, booking.uid, 'anmeldestatus', 'Anmeldung: umgebucht', text.filter(Boolean).join(' '), id);
    return listedBooking(sql, id);
  });
}
