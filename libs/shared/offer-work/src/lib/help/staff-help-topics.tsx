import type { FaqEntry } from '@fobu/content';
import { DEFAULT_ARCHIVE_AFTER_DAYS, OFFER_STATE_LABELS, type OfferState, type Role } from '@fobu/domain';

/** What each state of an offer means for those who work on it. */
export const OFFER_STATE_HELP: readonly { state: OfferState; label: string; meaning: string }[] = (
  [
    [
      'entwurf',
      'Die Veranstaltungsleitung schreibt das Angebot. Nur sie und die Verwaltung sehen es; es kann beliebig oft gespeichert werden.',
    ],
    ['zur_pruefung', 'Eingereicht: Die Qualitätskontrolle prüft es. Solange kann niemand den Inhalt ändern.'],
    [
      'zurueckgegeben',
      'Die Qualitätskontrolle hat es mit einem Hinweis zurückgegeben. Die Veranstaltungsleitung überarbeitet es und reicht es erneut ein.',
    ],
    [
      'veroeffentlicht',
      'Freigegeben: Es steht im Katalog, seine Termine sind buchbar. Änderungen am Inhalt gehen als Überarbeitung erneut durch die Prüfung; bis zur Freigabe bleibt die veröffentlichte Fassung sichtbar.',
    ],
    ['abgesagt', 'Alle kommenden Termine sind abgesagt; jede angemeldete Person wurde mit dem Grund benachrichtigt.'],
    ['archiviert', 'Abgeschlossen und aus Katalog und Suche genommen; die Administration findet es in der Archivsuche.'],
  ] as const
).map(([state, meaning]) => ({ state, label: OFFER_STATE_LABELS[state], meaning }));

const COMMON: readonly FaqEntry[] = [
  {
    id: 'vier-augen',
    topic: 'Prüfung',
    question: 'Warum kann ich ein Angebot nicht freigeben?',
    answer:
      'Freigeben darf nur, wer das Angebot weder geschrieben noch zuletzt geändert hat (Vier-Augen-Prinzip). Der Server prüft das bei jeder Freigabe, auch wenn jemand die Rolle wechselt.',
  },
  {
    id: 'gleichzeitig',
    topic: 'Bearbeiten',
    question: 'Was passiert, wenn zwei Personen dasselbe Angebot gleichzeitig bearbeiten?',
    answer:
      'Wer zuerst speichert, dessen Fassung gilt. Wer danach auf Grundlage der älteren Fassung speichert, erhält einen Hinweis, wer das Angebot wann geändert hat. Die eigenen Eingaben bleiben im Formular; mit „Aktuelle Fassung laden, meine Eingaben behalten“ sehen Sie, was sich geändert hat, und speichern dann bewusst.',
  },
  {
    id: 'verlauf',
    topic: 'Verlauf',
    question: 'Wo sehe ich, wer was geändert hat?',
    answer:
      'Jedes Angebot hat einen Verlauf: wer wann was getan hat, welche Felder sich von was zu was geändert haben, und die Hinweise der Prüfung.',
  },
];

const ORGANISER: readonly FaqEntry[] = [
  {
    id: 'eingaben-gesichert',
    topic: 'Bearbeiten',
    question: 'Gehen meine Eingaben verloren, wenn ich abgemeldet werde oder den Tab schließe?',
    answer:
      'Nein. Der Editor sichert Ihre Eingaben laufend in diesem Browser. Öffnen Sie das Angebot wieder, sind sie wiederhergestellt, bis Sie speichern oder sie verwerfen.',
  },
  {
    id: 'veroeffentlicht-aendern',
    topic: 'Bearbeiten',
    question: 'Kann ich ein veröffentlichtes Angebot ändern?',
    answer:
      'Ja. Die Änderung wird als Überarbeitung gespeichert und wie ein neues Angebot geprüft. Bis zur Freigabe sehen Teilnehmende die veröffentlichte Fassung; ihre Anmeldungen bleiben bestehen.',
  },
  {
    id: 'termin-absagen',
    topic: 'Termine',
    question: 'Was geschieht, wenn ich einen Termin absage oder verschiebe?',
    answer:
      'Bei einer Absage werden alle Anmeldungen des Termins abgesagt und jede angemeldete Person mit Ihrem Grund benachrichtigt. Ändern sich Zeit oder Ort eines veröffentlichten Termins, werden alle Angemeldeten benachrichtigt. Weniger Plätze als bereits zugelassene Personen sind nicht möglich.',
  },
];

const REVIEWER: readonly FaqEntry[] = [
  {
    id: 'pruefen',
    topic: 'Prüfung',
    question: 'Worauf achte ich bei der Prüfung?',
    answer:
      'Die Prüfansicht zeigt das Angebot so, wie Teilnehmende es sehen werden, und bei einer Überarbeitung jede Änderung gegenüber der veröffentlichten Fassung. Geben Sie zurück, wenn etwas fehlt oder falsch ist, und schreiben Sie in den Hinweis, was geändert werden soll: Die Veranstaltungsleitung sieht ihn beim Angebot und in ihrer Übersicht.',
  },
  {
    id: 'reihenfolge',
    topic: 'Prüfung',
    question: 'In welcher Reihenfolge prüfe ich?',
    answer: 'Ihre Übersicht zeigt das am längsten wartende Angebot zuerst und wie lange es schon wartet.',
  },
];

const ADMINISTRATOR: readonly FaqEntry[] = [
  {
    id: 'uebersicht-administration',
    topic: 'Übersicht',
    question: 'Was zeigt mir meine Übersicht?',
    answer:
      'Den ganzen Mandanten auf einen Blick: welche Angebote auf die Prüfung warten und seit wann, die Termine dieser Woche mit ihrer Belegung, Termine, die vor dem Anmeldeschluss noch unter ihrer Mindestzahl liegen, und lange Wartelisten. Jeder Eintrag führt dorthin, wo Sie ihn bearbeiten: zum Angebot, zu seinen Terminen oder zur Teilnehmendenliste.',
  },
  {
    id: 'archiv',
    topic: 'Archiv',
    question: 'Was bedeutet „archiviert“?',
    answer:
      'Ein archiviertes Angebot ist abgeschlossen und steht nur noch in der Archivsuche, die allein die Administration hat: nicht im Katalog und nicht in den anderen Suchen. Unter seiner Veranstaltungsnummer bleibt es lesbar, mit dem Hinweis, dass es archiviert ist; gebucht werden kann nichts mehr. Anmeldungen und Anwesenheit seiner Termine bleiben, wie sie waren, und lassen sich nicht mehr ändern – Teilnahmebestätigungen bleiben gültig.',
  },
  {
    id: 'archiv-automatisch',
    topic: 'Archiv',
    question: 'Wann wird ein Angebot automatisch archiviert?',
    answer: `Das Portal archiviert ein veröffentlichtes oder abgesagtes Angebot mit festen Terminen, wenn sein letzter Termin mehr als ${DEFAULT_ARCHIVE_AFTER_DAYS} Tage zurückliegt (so ist es voreingestellt) und nichts mehr aussteht: kein kommender Termin, keine unbeantwortete Anfrage einer Schule. Eine veröffentlichte Abrufveranstaltung bleibt, weil Schulen sie weiter anfragen können, ein Selbstlernkurs ebenso; beide archivieren Sie bei Bedarf selbst. Im Verlauf steht dann „Automatisch archiviert“.`,
  },
  {
    id: 'uebernehmen',
    topic: 'Archiv',
    question: 'Wie biete ich ein altes Angebot erneut an?',
    answer:
      'Öffnen Sie es in der Archivsuche und wählen Sie „Als neues Angebot übernehmen“. Das Portal legt einen Entwurf mit demselben Inhalt und derselben Veranstaltungsleitung an – ohne Termine und ohne Anmeldungen – und öffnet ihn zum Bearbeiten. Der Entwurf geht wie jedes neue Angebot durch die Prüfung. In beiden Verläufen ist vermerkt, woraus er übernommen wurde.',
  },
];

/** The questions of each staff role, theirs first. */
export function staffHelpQuestions(role: Role): readonly FaqEntry[] {
  if (role === 'qualitaetskontrolle') return [...REVIEWER, ...COMMON];
  if (role === 'administrator') return [...ADMINISTRATOR, ...ORGANISER, ...COMMON];
  return [...ORGANISER, ...COMMON];
}
