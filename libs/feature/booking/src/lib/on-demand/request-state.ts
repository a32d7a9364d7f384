import { ABRUFANFRAGE_STATUS_LABELS, type Abrufanfrage } from '@fobu/api-contract';
import { formatDay, formatTime, type StateTone } from '@fobu/domain';

/** An on-demand request as the school head follows it. */
export interface RequestState {
  /** The state in a word or two, as a badge reads it. */
  readonly label: string;
  readonly tone: StateTone;
  /** What the state means and what happens next, in plain German. */
  readonly next: string;
}

const TONES: Readonly<Record<Abrufanfrage['status'], StateTone>> = {
  angefragt: 'waiting',
  terminiert: 'confirmed',
  abgelehnt: 'ended',
};

/** A school's on-demand request as the school head follows it: its state and what happens next. */
export function requestState(request: Abrufanfrage): RequestState {
  const label = ABRUFANFRAGE_STATUS_LABELS[request.status];
  const tone = TONES[request.status];
  switch (request.status) {
    case 'angefragt':
      return {
        label,
        tone,
        next: 'Die Veranstaltungsleitung prüft Ihre Wunschtermine und meldet sich mit einem Terminvorschlag. Sie werden benachrichtigt.',
      };
    case 'terminiert':
      return {
        label,
        tone,
        next: request.termin
          ? `Der Termin am ${formatDay(request.termin.beginn)} um ${formatTime(request.termin.beginn)} ist nur für Ihre Schule buchbar. Ihre Beschäftigten melden sich im Portal dazu an.`
          : 'Der Termin ist vereinbart; die Beschäftigten Ihrer Schule melden sich im Portal dazu an.',
      };
    case 'abgelehnt':
      return {
        label,
        tone,
        next: request.begruendung
          ? `Begründung: ${request.begruendung}`
          : 'Die Anfrage wurde abgelehnt. Sie können die Fortbildung erneut anfragen.',
      };
  }
}
