import type { Anmeldung } from '@fobu/api-contract';
import { cancellationDeadlinePassed, formatShortDay, hasAttended, isActiveBooking } from '@fobu/domain';

/**
 * What a booking's state means for the participant and what happens next, in plain German, on the
 * given day. The state's name and colour are the shared badge's (`BookingStateBadge`).
 */
export function nextStep(booking: Anmeldung, now: Date): string {
  const cancelUntil =
    booking.stornofrist && !cancellationDeadlinePassed(booking.stornofrist, now) ? formatShortDay(booking.stornofrist) : null;
  const deadlinePassed = booking.stornofrist && !cancelUntil ? formatShortDay(booking.stornofrist) : null;
  const cancelHint = cancelUntil
    ? ` Sie können bis zum ${cancelUntil} stornieren.`
    : deadlinePassed
      ? ` Die Stornofrist ist am ${deadlinePassed} abgelaufen; sind Sie verhindert, sagen Sie bitte der Veranstaltungsleitung Bescheid.`
      : '';
  switch (booking.status) {
    case 'angemeldet':
      return `Ihre Anmeldung ist eingegangen; über die Zulassung werden Sie benachrichtigt.${cancelHint}`;
    case 'wartet_auf_genehmigung':
      return `Ihre Schulleitung muss die Teilnahme noch genehmigen. Danach werden Sie zugelassen oder auf die Warteliste gesetzt.${cancelHint}`;
    case 'warteliste':
      return `Alle Plätze sind vergeben. Wird ein Platz frei, rücken Sie in der Reihenfolge der Anmeldung nach und werden benachrichtigt.${cancelHint}`;
    case 'zugelassen':
      return `Ihr Platz ist sicher.${cancelUntil ? ` Können Sie nicht teilnehmen, stornieren Sie bitte bis zum ${cancelUntil}, damit jemand nachrücken kann.` : cancelHint}`;
    case 'nicht_zugelassen':
      return 'Die Teilnahme wurde nicht genehmigt. Ihre Schulleitung oder die Veranstaltungsleitung nennt Ihnen die Gründe.';
    case 'storniert':
      return booking.vtyp === 'SLK'
        ? 'Sie haben diese Einschreibung storniert. Sie können sich jederzeit wieder einschreiben.'
        : 'Sie haben diese Anmeldung storniert.';
    case 'abgesagt':
      return 'Die Veranstaltung wurde vom Veranstalter abgesagt. Suchen Sie gern einen anderen Termin.';
    case 'teilgenommen':
      return 'Ihre Teilnahme ist bestätigt.';
    case 'entschuldigt':
      return 'Sie waren für diesen Termin entschuldigt.';
    case 'nicht_erschienen':
      return 'Für diesen Termin ist keine Teilnahme vermerkt. Ist das ein Irrtum, wenden Sie sich an die Veranstaltungsleitung.';
    case 'eingeschrieben':
      return `Sie können den Kurs jederzeit auf der Lernplattform bearbeiten. ${
        booking.selbstabschluss
          ? 'Haben Sie alle Module bearbeitet, melden Sie ihn hier als abgeschlossen.'
          : 'Den Abschluss meldet die Lernplattform, sobald Sie den Abschlusstest bestanden haben.'
      } Brauchen Sie den Kurs nicht mehr, können Sie die Einschreibung stornieren.`;
    case 'abgeschlossen':
      return 'Sie haben den Kurs abgeschlossen. Ihre Teilnahmebestätigung können Sie herunterladen.';
  }
}

/**
 * The dashboard's groups: dates ahead that hold or wait for a seat; self-learning courses one is
 * enrolled in or has finished; and everything over or ended (attended, missed, cancelled, refused),
 * latest first.
 */
export function groupBookings(bookings: readonly Anmeldung[], now: Date) {
  const upcoming: Anmeldung[] = [];
  const courses: Anmeldung[] = [];
  const past: Anmeldung[] = [];
  for (const booking of bookings) {
    if (booking.vtyp === 'SLK') (isActiveBooking(booking.status) || hasAttended(booking.status) ? courses : past).push(booking);
    else if (booking.beginn && Date.parse(booking.beginn) >= now.getTime() && isActiveBooking(booking.status)) upcoming.push(booking);
    else past.push(booking);
  }
  const byStart = (a: Anmeldung, b: Anmeldung) => Date.parse(a.beginn ?? a.angemeldetAm) - Date.parse(b.beginn ?? b.angemeldetAm);
  return {
    upcoming: upcoming.sort(byStart),
    courses,
    past: past.sort((a, b) => byStart(b, a)),
  };
}
