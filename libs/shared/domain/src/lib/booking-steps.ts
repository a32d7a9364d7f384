/*
 * The steps of a booking's history (docs/people-and-settings.md, "Bookings' history and acting for
 * a person"): what happened to a booking, once, for the back end (which derives the step in the
 * database trigger of migration 025 and names it in texts) and the screens (`BookingHistory`).
 */

/** Every step a booking's history records, as the database stores it (`anmeldung_historie.schritt`). */
export const BOOKING_STEPS = [
  'angemeldet',
  'zugelassen',
  'warteliste',
  'nachgerueckt',
  'verschoben',
  'storniert',
  'abgesagt',
  'genehmigt',
  'abgelehnt',
  'nicht_zugelassen',
  'teilgenommen',
  'nicht_erschienen',
  'entschuldigt',
  'eingelassen',
  'abgeschlossen',
  'einladung_zugesagt',
  'einladung_abgelehnt',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** Each step as the history lists it. */
export const BOOKING_STEP_LABELS: Readonly<Record<BookingStep, string>> = {
  angemeldet: 'Angemeldet',
  zugelassen: 'Zugelassen',
  warteliste: 'Auf die Warteliste gesetzt',
  nachgerueckt: 'Von der Warteliste nachgerückt',
  verschoben: 'Auf einen anderen Termin umgebucht',
  storniert: 'Storniert',
  abgesagt: 'Abgesagt (aus der Liste entfernt)',
  genehmigt: 'Von der Schulleitung genehmigt',
  abgelehnt: 'Von der Schulleitung abgelehnt',
  nicht_zugelassen: 'Nicht zugelassen',
  teilgenommen: 'Teilgenommen',
  nicht_erschienen: 'Nicht erschienen',
  entschuldigt: 'Entschuldigt gefehlt',
  eingelassen: 'Beim Einlass eingelassen',
  abgeschlossen: 'Abgeschlossen',
  einladung_zugesagt: 'Zum Treffen zugesagt',
  einladung_abgelehnt: 'Zum Treffen abgesagt',
};
