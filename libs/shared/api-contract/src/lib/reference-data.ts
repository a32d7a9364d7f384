/**
 * Reference data of the business model: the districts of Schleswig-Holstein, school types,
 * date states (offer and booking states and their rules: `@fobu/domain`). Both the portal's filters and the back end's validation use these.
 */

/** The 11 Kreise and 4 kreisfreie Städte of Schleswig-Holstein; the key is the `kreis` query value. */
export const KREISE = [
  { key: 'flensburg', name: 'Flensburg', art: 'kreisfreie Stadt' },
  { key: 'kiel', name: 'Kiel', art: 'kreisfreie Stadt' },
  { key: 'luebeck', name: 'Lübeck', art: 'kreisfreie Stadt' },
  { key: 'neumuenster', name: 'Neumünster', art: 'kreisfreie Stadt' },
  { key: 'dithmarschen', name: 'Dithmarschen', art: 'Kreis' },
  { key: 'herzogtum-lauenburg', name: 'Herzogtum Lauenburg', art: 'Kreis' },
  { key: 'nordfriesland', name: 'Nordfriesland', art: 'Kreis' },
  { key: 'ostholstein', name: 'Ostholstein', art: 'Kreis' },
  { key: 'pinneberg', name: 'Pinneberg', art: 'Kreis' },
  { key: 'ploen', name: 'Plön', art: 'Kreis' },
  { key: 'rendsburg-eckernfoerde', name: 'Rendsburg-Eckernförde', art: 'Kreis' },
  { key: 'schleswig-flensburg', name: 'Schleswig-Flensburg', art: 'Kreis' },
  { key: 'segeberg', name: 'Segeberg', art: 'Kreis' },
  { key: 'steinburg', name: 'Steinburg', art: 'Kreis' },
  { key: 'stormarn', name: 'Stormarn', art: 'Kreis' },
] as const;
export type KreisKey = (typeof KREISE)[number]['key'];
export const KREIS_KEYS = KREISE.map((kreis) => kreis.key) as [KreisKey, ...KreisKey[]];

/** Event types as `get_vtyp` answers them. */
export const VTYPEN = ['TERMIN', 'ABRUF', 'SLK'] as const;
export type Vtyp = (typeof VTYPEN)[number];

/** The public page (and teacher-type screen) that lists offers of each type (spec section 4's forwarding). */
export const VTYP_PAGES = {
  TERMIN: 'veranstaltungstermine',
  ABRUF: 'abrufveranstaltungen',
  SLK: 'selbstlernkurse',
} as const satisfies Record<Vtyp, string>;

/** German names of the event types, as a badge or a heading reads them. */
export const VTYP_LABELS: Readonly<Record<Vtyp, string>> = { TERMIN: 'Veranstaltung', ABRUF: 'Abrufveranstaltung', SLK: 'Selbstlernkurs' };

export const SCHULARTEN = [
  'Grundschule',
  'Gemeinschaftsschule',
  'Gymnasium',
  'Förderzentrum',
  'Berufsbildende Schule',
  'Regionales Berufsbildungszentrum',
] as const;
export type Schulart = (typeof SCHULARTEN)[number];

export const FORMATE = ['praesenz', 'online', 'hybrid'] as const;
export type Format = (typeof FORMATE)[number];
/** German names of the formats, as lists and exports show them. */
export const FORMAT_LABELS: Readonly<Record<Format, string>> = { praesenz: 'Präsenz', online: 'Online', hybrid: 'Hybrid' };

export const TERMIN_STATUS = ['geplant', 'buchbar', 'ausgebucht', 'abgesagt', 'durchgefuehrt'] as const;
export type TerminStatus = (typeof TERMIN_STATUS)[number];
/** A date's state as the staff's tables and exports name it. */
export const TERMIN_STATUS_LABELS: Readonly<Record<TerminStatus, string>> = {
  geplant: 'geplant',
  buchbar: 'buchbar',
  ausgebucht: 'ausgebucht',
  abgesagt: 'abgesagt',
  durchgefuehrt: 'durchgeführt',
};
