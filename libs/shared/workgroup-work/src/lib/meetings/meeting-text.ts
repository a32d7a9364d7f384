import type { Treffen } from '@fobu/api-contract';
import { placeOf } from '@fobu/catalogue';
import { formatDay, formatGermanNumber, formatShortDay, formatTimeRange } from '@fobu/domain';

/** „Di., 12.01.2027, 14:00–17:00 Uhr“, or the first day and the number of sessions. */
export function meetingWhen(treffen: Pick<Treffen, 'beginn' | 'ende' | 'sitzungen'>): string {
  return treffen.sitzungen.length > 1
    ? `${formatDay(treffen.beginn)}, ${treffen.sitzungen.length} Sitzungen`
    : `${formatDay(treffen.beginn)}, ${formatTimeRange(treffen.beginn, treffen.ende)}`;
}

/** Where it takes place: the place and its district, or online. */
export const meetingPlace = (treffen: Pick<Treffen, 'ort'>): string => placeOf(treffen);

/** „3 zugesagt · 1 abgesagt · 5 ohne Antwort“: the answers of the invited. */
export function answersText({ antworten }: Pick<Treffen, 'antworten'>): string {
  return `${formatGermanNumber(antworten.zugesagt)} zugesagt · ${formatGermanNumber(antworten.abgelehnt)} abgesagt · ${formatGermanNumber(antworten.offen)} ohne Antwort`;
}

/** The next meeting in a list's cell: its day and topic, or that none is planned. */
export const nextMeetingText = (treffen: Treffen | null): string =>
  treffen ? `${formatShortDay(treffen.beginn)}${treffen.thema ? `: ${treffen.thema}` : ''}` : 'Keines geplant';
