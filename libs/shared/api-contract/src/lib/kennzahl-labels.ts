/**
 * The German names of the figures' counts (fields of the contract's Kennzahlen rows): one table for
 * the controlling screen's charts and tables and the back end's Excel sheets, so that a column is
 * called the same on the screen and in the file.
 */
export const KENNZAHL_LABELS = {
  monat: 'Monat',
  vtyp: 'Angebotsart',
  anmeldungen: 'Anmeldungen',
  storniert: 'Storniert',
  abgesagt: 'Abgesagt',
  teilgenommen: 'Teilgenommen',
  entschuldigt: 'Entschuldigt',
  nichtErschienen: 'Nicht erschienen',
  offen: 'Nicht erfasst',
  warteliste: 'Auf der Warteliste',
  nachgerueckt: 'Nachgerückt',
  nichtZugelassen: 'Nicht zugelassen',
  terminiert: 'Terminiert',
  abgelehnt: 'Abgelehnt',
  gruppen: 'Arbeitsgruppen',
  gehalten: 'Gehaltene Treffen',
  mitglieder: 'Mitglieder',
  teilnahmen: 'Teilnahmen',
  stunden: 'Mitgliederstunden',
} as const;
