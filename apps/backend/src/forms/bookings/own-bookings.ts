import { bookingKindOf, cancellationDeadlinePassed, isCancellableState, isFinishableState } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import type { Principal } from '../../auth/principal';
import { conflict, notFound } from '../../http/errors';
import { notify } from '../../notification/notify';
import { loadAnmeldung } from './booking-views';
import { refuseChangeOfArchived } from '../archive/archived-record';
import { lockBooking, lockCourseBooking } from './booking-queries';
import { saveCounters, setStatus } from './seat-queries';
import { moveUp, release } from './seats';
import { recordActor } from './booking-actor';

/** The participant cancels their own booking (a date's before its cancellation deadline) or withdraws a course enrolment. */
export async function cancelOwn(db: Db, principal: Principal, id: number) {
  return db.tx(async (sql) => {
    const { booking, termin } = await lockBooking(sql, id);
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole });
    // Someone else's booking is answered as if it did not exist: an id reveals nothing about whose it is.
    if (booking.uid !== principal.uid) throw notFound('Diese Anmeldung gibt es nicht.');
    refuseChangeOfArchived(booking.angebot_status);
    if (!isCancellableState(bookingKindOf(booking.vtyp), booking.status))
      throw conflict('nicht_stornierbar', 'Diese Anmeldung kann nicht mehr storniert werden.');
    if (termin && cancellationDeadlinePassed(termin.stornofrist, new Date())) {
      throw conflict('stornofrist_abgelaufen', 'Die Stornofrist ist abgelaufen. Bitte wenden Sie sich an die Veranstaltungsleitung.');
    }
    await setStatus(sql, id, 'storniert');
    release(termin, booking.status);
    if (termin) {
      await moveUp(sql, termin);
      await saveCounters(sql, termin);
    }
    await notify(sql, booking.uid, id, booking.titel, 'storniert');
    return loadAnmeldung(sql, id);
  });
}

/** The participant marks a self-learning course finished, where the course leaves that to them. */
export async function finishOwnCourse(db: Db, principal: Principal, id: number) {
  return db.tx(async (sql) => {
    const booking = await lockCourseBooking(sql, id);
    await recordActor(sql, { uid: principal.uid, role: principal.activeRole });
    if (!booking || booking.uid !== principal.uid) throw notFound('Diese Anmeldung gibt es nicht.');
    if (booking.vtyp !== 'SLK' || !booking.selbstabschluss) {
      throw conflict(
        'kein_selbstabschluss',
        'Den Abschluss dieses Kurses meldet die Lernplattform, sobald Sie den Abschlusstest bestanden haben.',
      );
    }
    if (!isFinishableState(bookingKindOf(booking.vtyp), booking.status))
      throw conflict('nicht_eingeschrieben', 'Abschließen können Sie nur einen Kurs, in den Sie eingeschrieben sind.');
    await setStatus(sql, id, 'abgeschlossen');
    await notify(sql, booking.uid, id, booking.titel, 'abgeschlossen');
    return loadAnmeldung(sql, id);
  });
}
