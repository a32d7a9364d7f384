import type { EinlassErgebnis } from '@fobu/api-contract';
import { BOOKING_STATE_LABELS, formatShortDay, formatTime } from '@fobu/domain';

/** What the door shows after a check-in: the server's answer or the door's own, or a refusal to store it. */
export type DoorOutcome =
  | {
      readonly kind: 'ergebnis';
      readonly ergebnis: EinlassErgebnis;
      /** Decided on the device, to be checked by the server once it is reachable. */
      readonly provisional: boolean;
    }
  | { readonly kind: 'fehler'; readonly message: string };

/** How the door signals it: let in (green), let in before (amber), not let in (red). */
export type Tone = 'erfolg' | 'hinweis' | 'abgelehnt';

export interface ResultWords {
  readonly title: string;
  readonly detail?: string;
  readonly tone: Tone;
}

/** When someone was let in: the time on the day, with the date on another day. */
function when(iso: string, now: Date): string {
  const sameDay = formatShortDay(iso) === formatShortDay(now.toISOString());
  return sameDay ? `um ${formatTime(iso)}` : `am ${formatShortDay(iso)} um ${formatTime(iso)}`;
}

/** The outcome in a few large words, for the person at the door. */
export function resultWords(outcome: DoorOutcome, now = new Date()): ResultWords {
  if (outcome.kind === 'fehler') return { title: 'Einlass nicht gespeichert', detail: outcome.message, tone: 'abgelehnt' };
  const { ergebnis, status, eingelassenAm } = outcome.ergebnis;
  switch (ergebnis) {
    case 'eingelassen':
      return outcome.provisional
        ? { title: 'Vorläufig eingelassen', detail: '– wird geprüft, sobald wieder eine Verbindung besteht', tone: 'erfolg' }
        : { title: 'Eingelassen', tone: 'erfolg' };
    case 'schon_eingelassen':
      return { title: eingelassenAm ? `Bereits eingelassen ${when(eingelassenAm, now)}` : 'Bereits eingelassen', tone: 'hinweis' };
    case 'nicht_zugelassen':
      return {
        title: 'Nicht zugelassen',
        detail: status ? `Stand der Anmeldung: ${BOOKING_STATE_LABELS[status]}` : undefined,
        tone: 'abgelehnt',
      };
    case 'anderer_termin':
      return { title: 'QR-Code eines anderen Termins', detail: 'Dieser Code gilt nicht für diesen Termin.', tone: 'abgelehnt' };
    case 'ungueltig':
      return {
        title: 'Ungültiger QR-Code',
        detail: 'Der Code stammt nicht aus dem Portal oder gehört zu keiner Anmeldung dieses Termins.',
        tone: 'abgelehnt',
      };
  }
}

/** The person's name as the door says it, where the answer knows it. */
export const personName = (ergebnis: Pick<EinlassErgebnis, 'vorname' | 'name'>) =>
  [ergebnis.vorname, ergebnis.name].filter(Boolean).join(' ') || undefined;
