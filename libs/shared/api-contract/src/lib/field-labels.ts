import type { AngebotInhalt } from './angebot-bearbeitung';
import type { TerminFelder } from './termin-bearbeitung';

/*
 * The German names of an offer's and a date's fields: one table for the editor and the date form,
 * the preview, the history („Verlauf“) and the exports, so that a field is called the same wherever
 * a member of staff meets it (docs/offers.md, "Verlauf").
 */

/** An offer's content fields, in the editor's order (its errors are listed and focused in it). */
export const OFFER_FIELD_LABELS: Readonly<Record<keyof AngebotInhalt, string>> = {
  titel: 'Titel',
  format: 'Format',
  umfangStunden: 'Umfang in Stunden',
  gebuehr: 'Gebühr in Euro',
  plattformLink: 'Link zum Kurs auf der Lernplattform',
  selbstabschluss: 'Abschluss durch die Teilnehmenden',
  beschreibung: 'Beschreibung',
  ziele: 'Ziele',
  hinweise: 'Hinweise',
  zielgruppen: 'Zielgruppen',
  schularten: 'Schularten',
  faecher: 'Fächer',
  kennzeichen: 'Programm-Kennzeichen',
  referenten: 'Referentinnen und Referenten',
  referentIds: 'Referentinnen und Referenten',
  kontakt: 'Kontakt',
  anhaenge: 'Anhänge',
};

/** A date's place, part by part, as the date form asks for it. */
export const TERMIN_ORT_LABELS: Readonly<Record<keyof NonNullable<TerminFelder['ort']>, string>> = {
  name: 'Veranstaltungsort',
  adresse: 'Adresse',
  raum: 'Raum',
  kreis: 'Kreis oder kreisfreie Stadt',
};

/** A date's fields (the contract's TerminEingabe), in the date form's order. */
export const TERMIN_FIELD_LABELS: Readonly<Record<keyof TerminFelder, string>> = {
  beginn: 'Beginn',
  ende: 'Ende',
  sitzungen: 'Sitzungen',
  ort: TERMIN_ORT_LABELS.name,
  onlineLink: 'Link zum Online-Raum',
  minPlaetze: 'Mindestzahl der Teilnehmenden',
  maxPlaetze: 'Plätze',
  wartelistePlaetze: 'Plätze auf der Warteliste',
  anmeldebeginn: 'Anmeldebeginn',
  anmeldeschluss: 'Anmeldeschluss',
  stornofrist: 'Stornofrist',
  genehmigungErforderlich: 'Genehmigung durch die Schulleitung',
};
