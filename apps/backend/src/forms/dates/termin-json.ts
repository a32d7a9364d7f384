import type { DateRow } from './date-row';

/** A date as the views read it: its stored row (date-row.ts), with the seats taken counted. */
export interface TerminRow extends Omit<DateRow, 'mandant' | 'sitzungen'> {
  mandant: string;
  /** The sessions as the driver gives a JSON column: parsed, or still as text. */
  sitzungen: { beginn: string; ende: string }[] | string;
  zugelassen: number;
  wartend: number;
}

/**
 * A timestamptz as ISO 8601 with its offset (the session runs in UTC: "…T07:00:00+00:00"). JSON's own
 * encoding; to_char with a pattern cost 40 % of a date search's CPU on PGlite.
 */
const isoSql = (column: string) => `to_json(${column})`;

/*
 * A date as the contract's Termin, built by the database as JSON (`t` is termine): decoding
 * two dozen columns per row in JavaScript cost more CPU than the search itself on PGlite.
 */
const terminJson = (more: string, onlineLink = 'NULL') => `json_build_object(
  'id', t.id, 'vnr', t.vnr, 'beginn', ${isoSql('t.beginn')}, 'ende', ${isoSql('t.ende')}, 'sitzungen', t.sitzungen,
  'ort', CASE WHEN t.kreis IS NOT NULL AND t.ort_name IS NOT NULL
              THEN json_build_object('name', t.ort_name, 'adresse', coalesce(t.adresse, ''), 'raum', t.raum, 'kreis', t.kreis) END,
  'onlineLink', ${onlineLink}, 'minPlaetze', t.min_plaetze, 'maxPlaetze', t.max_plaetze,
  'freiePlaetze', greatest(0, t.max_plaetze - t.zugelassen), 'wartelistePlaetze', t.warteliste_plaetze, 'warteliste', t.wartend,
  'anmeldebeginn', ${isoSql('t.anmeldebeginn')}, 'anmeldeschluss', ${isoSql('t.anmeldeschluss')}, 'stornofrist', ${isoSql('t.stornofrist')},
  'genehmigungErforderlich', t.genehmigung_erforderlich, 'status', t.status, 'schuleDstnr', t.schule_dstnr${more})`;
/**
 * Public answers leave the meeting link of an online date out: it reaches the admitted participants
 * with their calendar file (and `TERMIN_WITH_LINK_JSON`), not everyone who searches.
 */
export const TERMIN_JSON = terminJson('');

const SEARCH_FIELDS = `, 'titel', g.titel, 'vtyp', g.vtyp, 'format', g.format, 'mandant', t.mandant`;

/** A date with its offer's title, type and format (`g` is angebote), as TerminSearchItem JSON. */
export const TERMIN_SEARCH_JSON = terminJson(SEARCH_FIELDS);

/** The same, with the meeting link where the SQL expression `showLink` holds (an admitted participant, the offer's staff). */
export const terminWithLinkJson = (showLink: string) => terminJson(SEARCH_FIELDS, `CASE WHEN ${showLink} THEN t.online_link END`);

/**
 * A date as the staff's lists show it (the contract's TerminBelegung): with its offer's state, its
 * organiser and the seats taken; `more` adds fields (`, 'name', expression`).
 */
export const terminBelegungJson = (more = '') =>
  terminJson(`${SEARCH_FIELDS}, 'angebotStatus', g.status, 'zugelassen', t.zugelassen,
  'leitung', (SELECT json_build_object('uid', u.uid, 'name', u.vorname || ' ' || u.name) FROM users u WHERE u.uid = g.leitung_uid)${more}`);

/**
 * The title a booking shows (`g` is angebote, `t` termine): the offer's, and for a workgroup's
 * meeting also its topic (docs/workgroups.md), so that the member's trainings and confirmation name both.
 */
export const BOOKED_TITLE_SQL = `g.titel || coalesce(' – ' || nullif(t.thema, ''), '')`;
