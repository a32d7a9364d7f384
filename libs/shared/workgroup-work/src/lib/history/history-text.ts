import type { ArbeitsgruppeHistorieEintrag } from '@fobu/api-contract';
import { formatMoment, formatShortDay, formatTimeRange, MEETING_ANSWER_LABELS, WORKGROUP_STATE_LABELS } from '@fobu/domain';

/*
 * A group's history („Verlauf“) in the portal's words, as the offers' is (offer-work's
 * history-text.ts): German labels for each step and detail, Berlin time, sessions by day and time,
 * never an ISO instant or `[object Object]`.
 */

/** Each step a group's history records (the contract's `aktion`), in German. */
const WORKGROUP_HISTORY_LABELS: Readonly<Record<string, string>> = {
  gruppe_angelegt: 'Arbeitsgruppe angelegt',
  gruppe_geaendert: 'Angaben geändert',
  status_geaendert: 'Stand geändert',
  mitglied_hinzugefuegt: 'Mitglied hinzugefügt',
  mitglied_entfernt: 'Mitglied entfernt',
  mitglied_ausgetreten: 'Mitglied ausgetreten',
  treffen_geplant: 'Treffen geplant',
  treffen_geaendert: 'Treffen geändert',
  treffen_abgesagt: 'Treffen abgesagt',
  nachricht_gesendet: 'Nachricht an alle Mitglieder',
  anwesenheit_erfasst: 'Anwesenheit erfasst',
};

/** The details' names; a name no table knows (e.g. of a newer back end) is shown as it was stored. */
const DETAIL_LABELS: Readonly<Record<string, string>> = {
  titel: 'Titel',
  beschreibung: 'Beschreibung',
  faecher: 'Fächer',
  schularten: 'Schularten',
  leitung: 'Leitung',
  status: 'Stand',
  vorher: 'Vorher',
  nachher: 'Nachher',
  name: 'Name',
  email: 'E-Mail',
  person: 'Person',
  thema: 'Thema',
  sitzungen: 'Sitzungen',
  beginn: 'Beginn',
  ort: 'Ort',
  onlineLink: 'Online-Raum',
  stunden: 'Stunden',
  grund: 'Grund',
  betreff: 'Betreff',
  empfaenger: 'Empfänger',
  antwort: 'Antwort',
  terminId: 'Treffen',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const STATE_WORDS: Readonly<Record<string, string>> = { ...WORKGROUP_STATE_LABELS, ...MEETING_ANSWER_LABELS };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const brief = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** A stored value in words: a session by day and time, a state by its label, a list apart by semicolons; none: `–`. */
function historyValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return INSTANT.test(value) ? formatMoment(value) : (STATE_WORDS[value] ?? brief(value));
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value)) return value.map(historyValueText).join('; ') || '–';
  if (isRecord(value)) {
    const { beginn, ende } = value;
    if (typeof beginn === 'string' && typeof ende === 'string' && INSTANT.test(beginn) && INSTANT.test(ende)) {
      return `${formatShortDay(beginn)}, ${formatTimeRange(beginn, ende)}`;
    }
    return Object.values(value).map(historyValueText).join(', ') || '–';
  }
  return '–';
}

/** A step's details, one line each: „Stand: Aktiv → Ruhend“, „Thema: Abitur 2027“. */
export function historyDetailLines(item: ArbeitsgruppeHistorieEintrag): string[] {
  return Object.entries(item.details).map(([key, value]) => {
    const label = DETAIL_LABELS[key] ?? key;
    if (isRecord(value) && ('vorher' in value || 'nachher' in value)) {
      return `${label}: ${historyValueText(value['vorher'])} → ${historyValueText(value['nachher'])}`;
    }
    return `${label}: ${historyValueText(value)}`;
  });
}

/** The step in German; one the table does not know, as it was stored. */
export const historyActionText = (aktion: string): string => WORKGROUP_HISTORY_LABELS[aktion] ?? aktion;
