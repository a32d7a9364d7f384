import type { Anmeldung, AnmeldungStatus } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';

/** How a state looks: waiting (amber), confirmed (green), ended without taking part (grey), done (blue). */
export type StateTone = 'waiting' | 'confirmed' | 'ended' | 'done';

export interface BookingState {
  /** The state in a word or two, as a badge reads it. */
  readonly label: string;
  readonly tone: StateTone;
  /** What the state means for the participant and what happens next, in plain German. */
  readonly next: string;
}

const TONES: Readonly<Record<AnmeldungStatus, StateTone>> = {
  angemeldet: 'waiting',
  wartet_auf_genehmigung: 'waiting',
  warteliste: 'waiting',
  zugelassen: 'confirmed',
  eingeschrieben: 'confirmed',
  nicht_zugelassen: 'ended',
  storniert: 'ended',
  abgesagt: 'ended',
  nicht_erschienen: 'ended',
  teilgenommen: 'done',
  abgeschlossen: 'done',
};

/** Each state in a word or two, as the dashboard's badges and the help page name it. */
export const STATE_LABELS: Readonly<Record<AnmeldungStatus, string>> = {
  angemeldet: 'Angemeldet',
  wartet_auf_genehmigung: 'Wartet auf Genehmigung',
  warteliste: 'Warteliste',
  zugelassen: 'Zugelassen',
  eingeschrieben: 'Eingeschrieben',
  nicht_zugelassen: 'Nicht zugelassen',
  storniert: 'Storniert',
  abgesagt: 'Abgesagt',
  nicht_erschienen: 'Nicht erschienen',
  teilgenommen: 'Teilgenommen',
  abgeschlossen: 'Abgeschlossen',
};

/** The participant's view of one booking: its state and what follows from it, on the given day. */
export function bookingState(booking: Anmeldung, now: Date): BookingState {
  const tone = TONES[booking.status];
  const cancelUntil =
    booking.stornofrist && Date.parse(booking.stornofrist) > now.getTime()
      ? formatShortDay(booking.stornofrist)
      : null;
  const deadlinePassed = booking.stornofrist && !cancelUntil ? formatShortDay(booking.stornofrist) : null;
  const cancelHint = cancelUntil
    ? ` Sie können bis zum ${cancelUntil} stornieren.`
    : deadlinePassed
      ? ` Die Stornofrist ist am ${deadlinePassed} abgelaufen; sind Sie verhindert, sagen Sie bitte der Veranstaltungsleitung Bescheid.`
      : '';
  switch (booking.status) {
    case 'angemeldet':
      return {
        label: STATE_LABELS.angemeldet,
        tone,
        next: `Ihre Anmeldung ist eingegangen; über die Zulassung werden Sie benachrichtigt.${cancelHint}`,
      };
    case 'wartet_auf_genehmigung':
      return {
        label: STATE_LABELS.wartet_auf_genehmigung,
        tone,
        next: `Ihre Schulleitung muss die Teilnahme noch genehmigen. Danach werden Sie zugelassen oder auf die Warteliste gesetzt.${cancelHint}`,
      };
    case 'warteliste':
      return {
        label: booking.wartelistePosition
          ? `${STATE_LABELS.warteliste}, Platz ${booking.wartelistePosition}`
          : STATE_LABELS.warteliste,
        tone,
        next: `Alle Plätze sind vergeben. Wird ein Platz frei, rücken Sie in der Reihenfolge der Anmeldung nach und werden benachrichtigt.${cancelHint}`,
      };
    case 'zugelassen':
      return {
        label: STATE_LABELS.zugelassen,
        tone,
        next: `Ihr Platz ist sicher.${cancelUntil ? ` Können Sie nicht teilnehmen, stornieren Sie bitte bis zum ${cancelUntil}, damit jemand nachrücken kann.` : cancelHint}`,
      };
    case 'nicht_zugelassen':
      return {
        label: STATE_LABELS.nicht_zugelassen,
        tone,
        next: 'Die Teilnahme wurde nicht genehmigt. Ihre Schulleitung oder die Veranstaltungsleitung nennt Ihnen die Gründe.',
      };
    case 'storniert':
      return {
        label: STATE_LABELS.storniert,
        tone,
        next: 'Sie haben diese Anmeldung storniert.',
      };
    case 'abgesagt':
      return {
        label: STATE_LABELS.abgesagt,
        tone,
        next: 'Die Veranstaltung wurde vom Veranstalter abgesagt. Suchen Sie gern einen anderen Termin.',
      };
    case 'teilgenommen':
      return {
        label: STATE_LABELS.teilgenommen,
        tone,
        next: 'Ihre Teilnahme ist bestätigt.',
      };
    case 'nicht_erschienen':
      return {
        label: STATE_LABELS.nicht_erschienen,
        tone,
        next: 'Für diesen Termin ist keine Teilnahme vermerkt. Ist das ein Irrtum, wenden Sie sich an die Veranstaltungsleitung.',
      };
    case 'eingeschrieben':
      return {
        label: STATE_LABELS.eingeschrieben,
        tone,
        next: `Sie können den Kurs jederzeit auf der Lernplattform bearbeiten. ${
          booking.selbstabschluss
            ? 'Haben Sie alle Module bearbeitet, melden Sie ihn hier als abgeschlossen.'
            : 'Den Abschluss meldet die Lernplattform, sobald Sie den Abschlusstest bestanden haben.'
        }`,
      };
    case 'abgeschlossen':
      return {
        label: STATE_LABELS.abgeschlossen,
        tone,
        next: 'Sie haben den Kurs abgeschlossen. Ihre Teilnahmebestätigung können Sie herunterladen.',
      };
  }
}

/**
 * The dashboard's groups: dates ahead that hold or wait for a seat; self-learning courses; and
 * everything over or ended (attended, missed, cancelled, refused), latest first.
 */
export function groupBookings(bookings: readonly Anmeldung[], now: Date) {
  const upcoming: Anmeldung[] = [];
  const courses: Anmeldung[] = [];
  const past: Anmeldung[] = [];
  for (const booking of bookings) {
    if (booking.vtyp === 'SLK') courses.push(booking);
    else if (
      booking.beginn &&
      Date.parse(booking.beginn) >= now.getTime() &&
      ['waiting', 'confirmed'].includes(TONES[booking.status])
    )
      upcoming.push(booking);
    else past.push(booking);
  }
  const byStart = (a: Anmeldung, b: Anmeldung) =>
    Date.parse(a.beginn ?? a.angemeldetAm) -
    Date.parse(b.beginn ?? b.angemeldetAm);
  return {
    upcoming: upcoming.sort(byStart),
    courses,
    past: past.sort((a, b) => byStart(b, a)),
  };
}
