import { OFFER_DRAFT_KEY_PREFIX, STORAGE_KEYS } from '@fobu/domain';

/** One thing the portal keeps in the browser, as the privacy statement lists it. */
export interface StoredItem {
  readonly name: string;
  readonly where: string;
  readonly purpose: string;
  readonly lifetime: string;
}

/**
 * Everything the portal stores in the browser (spec sections 3 and 7). All of it is technically
 * necessary (§ 25 Abs. 2 Nr. 2 TDDDG): nothing is for tracking, and nothing is read by third parties.
 * The names of the sign-in and config items are those of `@fobu/auth` and `@fobu/config`; the e2e test `content.spec.ts`
 * checks this list against what a signed-in browser really holds.
 */
export const BROWSER_STORAGE: readonly StoredItem[] = [
  {
    name: STORAGE_KEYS.darkMode,
    where: 'Lokaler Speicher (localStorage)',
    purpose: 'Merkt sich, ob Sie die dunkle Darstellung gewählt haben.',
    lifetime: 'Bis Sie die Einstellung ändern oder die Websitedaten im Browser löschen.',
  },
  {
    name: STORAGE_KEYS.pwaTenant,
    where: 'Lokaler Speicher (localStorage), nur in der installierten App',
    purpose: 'Merkt sich, ob die App die Angebote des IQSH oder des SHIBB zeigt (Mandantenauswahl).',
    lifetime: 'Bis Sie die App entfernen oder die Websitedaten löschen.',
  },
  {
    name: STORAGE_KEYS.pwaMode,
    where: 'Lokaler Speicher (localStorage), nur in der installierten App',
    purpose: 'Merkt sich, dass das Portal als App installiert ist, damit es beim Start die gewählte Startseite öffnet.',
    lifetime: 'Bis Sie die App entfernen oder die Websitedaten löschen.',
  },
  {
    name: 'fobu-config',
    where: 'Lokaler Speicher (localStorage)',
    purpose:
      'Die Einstellungen des Portals (die Adressen seiner Dienste), damit die installierte App auch ohne Verbindung startet. Sie enthalten keine Angaben über Sie.',
    lifetime: 'Wird bei jedem Besuch erneuert; bis Sie die Websitedaten im Browser löschen.',
  },
  {
    name: 'fobu-oauth-state',
    where: 'Sitzungsspeicher (sessionStorage)',
    purpose:
      'Schützt die Anmeldung: ein Zufallswert, der beim Rücksprung vom Anmeldedienst geprüft wird, und die Seite, auf die Sie danach zurückkehren.',
    lifetime: 'Wird nach der Rückkehr vom Anmeldedienst sofort gelöscht, spätestens beim Schließen des Tabs.',
  },
  {
    name: '__Host-fobu-token (im Browser) oder __Host-fobu-token-mobile (in der App)',
    where: 'Cookie, verschlüsselt, nur über HTTPS, nur für dieses Portal (SameSite=Strict)',
    purpose: 'Hält Sie angemeldet, während Sie das Portal nutzen.',
    lifetime: 'Im Browser bis zum Schließen des Browsers oder bis zur Abmeldung; in der installierten App 30 Tage oder bis zur Abmeldung.',
  },
  {
    name: 'fobu-last-activity',
    where: 'Lokaler Speicher (localStorage), nur bei Anmeldung',
    purpose:
      'Die Uhrzeit Ihrer letzten Aktivität, damit alle geöffneten Tabs Sie nach längerer Untätigkeit gemeinsam abmelden und vorher warnen.',
    lifetime: 'Wird bei jeder Aktivität überschrieben; bis Sie die Websitedaten im Browser löschen.',
  },
  {
    name: 'fobu-form-draft',
    where: 'Sitzungsspeicher (sessionStorage), nur bei Anmeldung',
    purpose:
      'Wenn Sie wegen Untätigkeit abgemeldet werden, hebt es Ihre Eingaben im geöffneten Formular auf, damit sie nach der erneuten Anmeldung wieder eingesetzt werden.',
    lifetime: 'Wird gelöscht, sobald die Eingaben wieder eingesetzt sind, spätestens beim Schließen des Tabs.',
  },
  {
    name: `${OFFER_DRAFT_KEY_PREFIX}… (je Angebot, nur für Veranstaltungsleitung und Verwaltung)`,
    where: 'Lokaler Speicher (localStorage), nur bei Anmeldung',
    purpose:
      'Ihre noch nicht gespeicherten Eingaben im Angebotseditor, damit nach einer Abmeldung wegen Untätigkeit oder einem geschlossenen Tab nichts verloren geht.',
    lifetime: 'Wird gelöscht, sobald Sie das Angebot speichern oder die Eingaben verwerfen.',
  },
  {
    name: 'serviceformix, servicebildungseinrichtungen, servicenotification',
    where: 'Sitzungsspeicher (sessionStorage), verschlüsselt',
    purpose:
      'Zugangsschlüssel des Portals zu seinen Diensten (Veranstaltungen, Schulen, Benachrichtigungen). Sie enthalten keine Angaben über Sie.',
    lifetime: 'Bis zum Schließen des Tabs.',
  },
  {
    name: 'Zwischenspeicher des Service Workers (Cache Storage)',
    where: 'Cache-Speicher des Browsers',
    purpose:
      'Hält die Programmdateien des Portals bereit, damit es schnell lädt und als App funktioniert. Er enthält keine Angaben über Sie.',
    lifetime: 'Bis zur nächsten Version des Portals oder bis Sie die Websitedaten löschen.',
  },
];
