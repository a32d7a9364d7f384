import { ANERKENNUNG_STATUS_LABELS, type Anerkennung } from '@fobu/api-contract';
import { formatHours, type StateTone } from '@fobu/domain';

const TONES: Readonly<Record<Anerkennung['status'], StateTone>> = {
  beantragt: 'waiting',
  anerkannt: 'confirmed',
  abgelehnt: 'ended',
  zurueckgezogen: 'done',
};

/** A request as its person follows it: the state as a badge, and what it means in a sentence. */
export function recognitionState(request: Anerkennung): { label: string; tone: StateTone; next: string } {
  const label = ANERKENNUNG_STATUS_LABELS[request.status];
  const tone = TONES[request.status];
  switch (request.status) {
    case 'beantragt':
      return { label, tone, next: 'Die Verwaltung prüft Ihren Antrag. Sie werden benachrichtigt, sobald sie entschieden hat.' };
    case 'anerkannt':
      return { label, tone, next: `Anerkannt mit ${formatHours(request.anerkannteStunden ?? 0)} Stunden.` };
    case 'abgelehnt':
      return { label, tone, next: `Abgelehnt. Begründung der Verwaltung: ${request.begruendung ?? ''}` };
    case 'zurueckgezogen':
      return { label, tone, next: 'Sie haben diesen Antrag zurückgezogen.' };
  }
}
