import type { Benachrichtigungsart } from '@fobu/api-contract';
import { BOOKING_ROLES, OFFER_REVIEWER_ROLES, OFFER_WRITER_ROLES, type Role } from '@fobu/domain';

/** Each kind of notification with the roles whose settings offer its switch: those it concerns. */
const KINDS: readonly { art: Benachrichtigungsart; label: string; hint: string; roles: readonly Role[] }[] = [
  {
    art: 'anmeldestatus',
    label: 'Änderungen meiner Anmeldungen',
    hint: 'Zulassung, Warteliste, Nachrücken, Absage und die Entscheidung Ihrer Schulleitung.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'erinnerung',
    label: 'Erinnerung vor einem Termin',
    hint: 'Vor jedem Termin, zu dem Sie zugelassen sind, so früh, wie Sie es unten wählen.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'nachricht',
    label: 'Nachrichten der Veranstaltungsleitung',
    hint: 'Was die Veranstaltungsleitung allen oder einzelnen Teilnehmenden eines Termins schreibt, etwa zu Raum oder Material.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'arbeitsgruppe',
    label: 'Meine Arbeitsgruppen',
    hint: 'Ein neues, geändertes oder abgesagtes Treffen und Nachrichten an alle Mitglieder einer Arbeitsgruppe.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'anerkennung',
    label: 'Anerkennung externer Fortbildungen',
    hint: 'Sobald die Verwaltung über Ihren Antrag auf Anerkennung einer Fortbildung entschieden hat.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'bewertung',
    label: 'Bitte um eine Bewertung',
    hint: 'Nach dem letzten Termin einer Fortbildung, an der Sie teilgenommen haben: fünf kurze Fragen, anonym.',
    roles: BOOKING_ROLES,
  },
  {
    art: 'genehmigung',
    label: 'Anmeldungen, die meine Genehmigung brauchen',
    hint: 'Sobald sich jemand aus Ihrer Schule zu einem Termin mit Genehmigung anmeldet.',
    roles: ['schulleitung'],
  },
  {
    art: 'pruefung',
    label: 'Angebote, die auf Prüfung warten',
    hint: 'Sobald ein Angebot oder die Überarbeitung eines veröffentlichten Angebots zur Prüfung eingereicht wird.',
    roles: OFFER_REVIEWER_ROLES,
  },
  {
    art: 'pruefergebnis',
    label: 'Entscheidungen der Qualitätskontrolle',
    hint: 'Sobald die Qualitätskontrolle ein Angebot, das Sie leiten oder eingereicht haben, freigibt oder mit einer Notiz zurückgibt.',
    roles: OFFER_WRITER_ROLES,
  },
];

/** The kinds that concern a role. */
export const kindsOf = (role: Role) => KINDS.filter((kind) => kind.roles.includes(role));
