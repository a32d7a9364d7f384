import type { BookingState } from './booking-states';

/** Each state in a word or two, as a badge, the dashboard and the help page name it. */
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = {
  angemeldet: 'Angemeldet',
  wartet_auf_genehmigung: 'Wartet auf Genehmigung',
  zugelassen: 'Zugelassen',
  warteliste: 'Warteliste',
  nicht_zugelassen: 'Nicht zugelassen',
  storniert: 'Storniert',
  abgesagt: 'Abgesagt',
  teilgenommen: 'Teilgenommen',
  nicht_erschienen: 'Nicht erschienen',
  entschuldigt: 'Entschuldigt',
  eingeschrieben: 'Eingeschrieben',
  abgeschlossen: 'Abgeschlossen',
};

/** A state's badge text; a waiting-list place carries its position: „Warteliste, Platz 3“ (the help page's „Platz …“). */
export function bookingStateLabel(state: BookingState, waitingListPosition?: number | '…' | null): string {
  return state === 'warteliste' && waitingListPosition
    ? `${BOOKING_STATE_LABELS.warteliste}, Platz ${waitingListPosition}`
    : BOOKING_STATE_LABELS[state];
}

/** Each state as it reads inside a sentence („… hat jetzt den Status „auf der Warteliste““): notifications and service messages. */
export const BOOKING_STATE_PHRASES: Readonly<Record<BookingState, string>> = {
  angemeldet: 'angemeldet',
  wartet_auf_genehmigung: 'wartet auf Genehmigung der Schulleitung',
  zugelassen: 'zugelassen',
  warteliste: 'auf der Warteliste',
  nicht_zugelassen: 'nicht zugelassen',
  storniert: 'storniert',
  abgesagt: 'abgesagt',
  teilgenommen: 'teilgenommen',
  nicht_erschienen: 'nicht erschienen',
  entschuldigt: 'entschuldigt gefehlt',
  eingeschrieben: 'eingeschrieben',
  abgeschlossen: 'abgeschlossen',
};

/** How a state looks: waiting (amber), confirmed (green), ended without taking part (grey), done (blue). On-demand requests use the same. */
export type StateTone = 'waiting' | 'confirmed' | 'ended' | 'done';

export const BOOKING_STATE_TONES: Readonly<Record<BookingState, StateTone>> = {
  angemeldet: 'waiting',
  wartet_auf_genehmigung: 'waiting',
  warteliste: 'waiting',
  zugelassen: 'confirmed',
  eingeschrieben: 'confirmed',
  nicht_zugelassen: 'ended',
  storniert: 'ended',
  abgesagt: 'ended',
  nicht_erschienen: 'ended',
  entschuldigt: 'ended',
  teilgenommen: 'done',
  abgeschlossen: 'done',
};
