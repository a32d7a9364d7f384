import type { KennzahlDatei } from '@fobu/api-contract';
import { PUBLIC_OFFER_STATES, SEAT_STATES } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { eachOf, germanMonth, type FigureScope } from './figure-scope';
import { WORKGROUP_FIGURES } from './workgroup-figures';

/*
 * The figures as SQL aggregates (docs/controlling.md): the database groups and counts, the back end
 * only passes the rows on. Every figure is a SELECT whose columns are named as the contract names
 * the fields, over one of two common tables, each computed once per statement:
 * `dates`, the dates of the period with their bookings counted by state (one row per date; `d` the
 * ones not cancelled), and `b`, the bookings by month and offer type: those of the period's dates,
 * and the course enrolments made in the period (a course has no date).
 */

/** The offer type's condition on the offer `g`, if one is asked for. */
const ofType = (f: FigureScope) => (f.vtyp ? `AND g.vtyp = ${f.vtyp}` : '');
/** The district's and the offer type's conditions, the district being `kreis`. */
const filters = (f: FigureScope, kreis: string) => `${f.kreis ? `AND ${kreis} = ${f.kreis}` : ''} ${ofType(f)}`;

/**
 * `dates`: the dates of published offers that begin in the period, with their bookings counted by
 * state; `d`: those of them not cancelled. The counts per date and state (move-ups among them) are
 * the ones the triggers of migration 038_anmeldezahlen keep with every booking change, read by the
 * dates' numbers: a few rows per date, never the bookings themselves, summed per date (`counts`,
 * materialised: a generic plan otherwise groups them again for every date) before the dates are joined.
 * `o`: the places and taken seats of `d` summed per offer, which the utilisation per offer, subject
 * and school type groups (hundreds of offers instead of thousands of dates, each joined to its offer).
 */
function periodDates(f: FigureScope): string {
  const seat = `${f.s.param(SEAT_STATES)}::text[]`;
  // Dates of offers never published (drafts) never took place.
  const published = `${f.s.param(PUBLIC_OFFER_STATES)}::text[]`;
  const state = (name: string) => `coalesce(sum(z.anzahl) FILTER (WHERE z.status = '${name}'), 0)::int`;
  const count = (column: string) => `coalesce(c.${column}, 0) AS ${column}`;
  return `held AS MATERIALIZED (
    SELECT t.id, t.vnr, g.vtyp, t.kreis, t.max_plaetze, t.status = 'abgesagt' AS abgesagt, t.ende < now() AS vorbei,
           ${germanMonth('t.beginn')} AS monat
      FROM termine t JOIN angebote g ON g.vnr = t.vnr
     WHERE t.mandant = ${f.tenant} AND g.status = ANY(${published}) AND ${f.inPeriod('t.beginn')} ${filters(f, 't.kreis')}),
  counts AS MATERIALIZED (
    SELECT z.termin_id, sum(z.anzahl)::int AS anmeldungen, coalesce(sum(z.anzahl) FILTER (WHERE z.status = ANY(${seat})), 0)::int AS belegt,
           ${state('storniert')} AS storniert, ${state('abgesagt')} AS abgesagt_anmeldungen,
           ${state('teilgenommen')} AS teilgenommen, ${state('entschuldigt')} AS entschuldigt,
           ${state('nicht_erschienen')} AS nicht_erschienen, ${state('zugelassen')} AS zugelassen,
           ${state('warteliste')} AS warteliste, ${state('nicht_zugelassen')} AS nicht_zugelassen, sum(z.nachgerueckt)::int AS nachgerueckt
      FROM termin_anmeldezahlen z WHERE z.termin_id = ANY(ARRAY(SELECT id FROM held)) GROUP BY z.termin_id),
  dates AS MATERIALIZED (
    SELECT h.*, ${['anmeldungen', 'belegt', 'storniert', 'abgesagt_anmeldungen', 'teilgenommen', 'entschuldigt', 'nicht_erschienen', 'zugelassen', 'warteliste', 'nicht_zugelassen', 'nachgerueckt'].map(count).join(', ')}
      FROM held h LEFT JOIN counts c ON c.termin_id = h.id),
  d AS NOT MATERIALIZED (SELECT * FROM dates WHERE NOT abgesagt),
  o AS (SELECT d.vnr, count(*)::int AS termine, coalesce(sum(d.max_plaetze), 0)::int AS plaetze, coalesce(sum(d.belegt), 0)::int AS belegt
          FROM d GROUP BY d.vnr)`;
}

/**
 * `months`: every month of the period; `b`: the bookings by month and offer type: of the period's
 * dates (cancelled ones too: their bookings are the organiser's cancellations) by the month the date
 * begins, and the course enrolments made in the period by the month they were made. A course has no
 * place: with a district chosen, none counts.
 */
function bookingsByMonth(f: FigureScope): string {
  const courses = f.kreis
    ? ''
    : `UNION ALL
    SELECT ${germanMonth('a.angemeldet_am')}, g.vtyp, count(*)::int, count(*) FILTER (WHERE a.status = 'storniert')::int,
           count(*) FILTER (WHERE a.status = 'abgesagt')::int
      FROM anmeldungen a JOIN angebote g ON g.vnr = a.vnr
     WHERE a.termin_id IS NULL AND g.mandant = ${f.tenant} AND ${f.inPeriod('a.angemeldet_am')} ${ofType(f)}
     GROUP BY 1, 2`;
  return `${periodDates(f)},
  months AS (SELECT to_char(m, 'YYYY-MM') AS monat
               FROM generate_series(date_trunc('month', ${f.von}::timestamp), ${f.bis}::timestamp, interval '1 month') m),
  b AS MATERIALIZED (
    SELECT monat, vtyp, sum(anmeldungen)::int AS anmeldungen, sum(storniert)::int AS storniert, sum(abgesagt_anmeldungen)::int AS abgesagt
      FROM dates GROUP BY 1, 2
    ${courses})`;
}

/** A share rounded to four places, null where the whole is 0. */
const share = (part: string, whole: string) => `round((${part})::numeric / nullif(${whole}, 0), 4)::float8`;

/** Places and taken seats of the dates `d` of one group. */
const UTILISATION = `count(*)::int AS termine, coalesce(sum(d.max_plaetze), 0)::int AS plaetze, coalesce(sum(d.belegt), 0)::int AS belegt,
  ${share('sum(d.belegt)', 'sum(d.max_plaetze)')} AS quote`;

/** The same of the offers `o` of one group, each offer's dates already summed up. */
const OFFERS_UTILISATION = `sum(o.termine)::int AS termine, sum(o.plaetze)::int AS plaetze, sum(o.belegt)::int AS belegt,
  ${share('sum(o.belegt)', 'sum(o.plaetze)')} AS quote`;

const byListOf = (list: string, name: string) =>
  `SELECT e.${name}, ${OFFERS_UTILISATION} FROM o JOIN angebote g ON g.vnr = o.vnr ${eachOf(`g.${list}`, name)}
    GROUP BY e.${name} ORDER BY e.${name} NULLS LAST`;

const sumOf = (column: string, alias = column) => `coalesce(sum(${column}), 0)::int AS "${alias}"`;

interface Figure {
  /** The common tables it reads (`b` reads `dates` too), if any. */
  readonly from: 'd' | 'b' | null;
  readonly select: (f: FigureScope, limit?: number) => string;
}

/** Every figure that downloads, by its file name; the answer of `GET /api/v1/kennzahlen` is made of the same SELECTs. */
const FIGURES: Readonly<Record<KennzahlDatei, Figure>> = {
  anmeldungen: {
    from: 'b',
    // Every month of the period, also one without bookings.
    select: () => `SELECT months.monat, ${sumOf('b.anmeldungen', 'anmeldungen')}, ${sumOf('b.storniert', 'storniert')},
                          ${sumOf('b.abgesagt', 'abgesagt')}
                     FROM months LEFT JOIN b ON b.monat = months.monat GROUP BY months.monat ORDER BY months.monat`,
  },
  'auslastung-angebote': {
    from: 'd',
    select: (_, limit) => `SELECT o.vnr, g.titel, o.termine, o.plaetze, o.belegt, ${share('o.belegt', 'o.plaetze')} AS quote
                             FROM o JOIN angebote g ON g.vnr = o.vnr ORDER BY o.plaetze DESC, o.vnr ${limit ? `LIMIT ${limit}` : ''}`,
  },
  'auslastung-faecher': { from: 'd', select: () => byListOf('faecher', 'fach') },
  'auslastung-kreise': { from: 'd', select: () => `SELECT d.kreis, ${UTILISATION} FROM d GROUP BY d.kreis ORDER BY d.kreis NULLS LAST` },
  'auslastung-schularten': { from: 'd', select: () => byListOf('schularten', 'schulart') },
  teilnahme: {
    from: 'd',
    select: () => `SELECT d.monat, ${sumOf('d.teilgenommen', 'teilgenommen')}, ${sumOf('d.entschuldigt', 'entschuldigt')},
                          ${sumOf('d.nicht_erschienen', 'nichtErschienen')}, ${sumOf('d.zugelassen', 'offen')},
                          ${share('sum(d.nicht_erschienen)', 'sum(d.teilgenommen + d.entschuldigt + d.nicht_erschienen)')} AS "nichtErschienenQuote"
                     FROM d WHERE d.vorbei GROUP BY d.monat ORDER BY d.monat`,
  },
  stornierungen: {
    from: 'b',
    select:
      () => `SELECT b.vtyp, ${sumOf('b.anmeldungen', 'anmeldungen')}, ${sumOf('b.storniert', 'storniert')}, ${sumOf('b.abgesagt', 'abgesagt')},
                          ${share('sum(b.storniert + b.abgesagt)', 'sum(b.anmeldungen)')} AS quote
                     FROM b GROUP BY b.vtyp ORDER BY array_position(ARRAY['TERMIN', 'ABRUF', 'SLK'], b.vtyp)`,
  },
  wartelisten: {
    from: 'd',
    select: () => `SELECT d.monat, ${sumOf('d.warteliste', 'warteliste')}, ${sumOf('d.nachgerueckt', 'nachgerueckt')},
                          ${sumOf('d.nicht_zugelassen', 'nichtZugelassen')}
                     FROM d GROUP BY d.monat ORDER BY d.monat`,
  },
  abrufanfragen: {
    from: null,
    select: (f) => `SELECT s.kreis, count(*) FILTER (WHERE r.status = 'angefragt')::int AS angefragt,
                           count(*) FILTER (WHERE r.status = 'terminiert')::int AS terminiert,
                           count(*) FILTER (WHERE r.status = 'abgelehnt')::int AS abgelehnt
                      FROM abrufanfragen r JOIN angebote g ON g.vnr = r.vnr JOIN schulen s ON s.dstnr = r.dstnr
                     WHERE g.mandant = ${f.tenant} AND ${f.inPeriod('r.erstellt_am')} ${filters(f, 's.kreis')}
                     GROUP BY s.kreis ORDER BY s.kreis`,
  },
  arbeitsgruppen: { from: null, select: WORKGROUP_FIGURES.arbeitsgruppen },
  'arbeitsgruppen-treffen': { from: null, select: WORKGROUP_FIGURES['arbeitsgruppen-treffen'] },
  'arbeitsgruppen-kreise': { from: null, select: WORKGROUP_FIGURES['arbeitsgruppen-kreise'] },
  'arbeitsgruppen-faecher': { from: null, select: WORKGROUP_FIGURES['arbeitsgruppen-faecher'] },
};

/** The common tables a statement reads, in the scope's parameters. */
const COMMON_TABLES: Record<'d' | 'b', (f: FigureScope) => string> = { d: periodDates, b: bookingsByMonth };

/** One figure's rows (every row: a download lists all offers). */
function figureStatement(f: FigureScope, file: KennzahlDatei): string {
  const figure = FIGURES[file];
  return `${figure.from ? `WITH ${COMMON_TABLES[figure.from](f)} ` : ''}${figure.select(f)}`;
}

/** A figure's rows as a JSON array (in its order). */
const jsonRows = (select: string) => `(SELECT coalesce(json_agg(x), '[]') FROM (${select}) x)`;

/** Every figure in one statement, as the JSON text of the contract's `Kennzahlen`. */
function allFiguresStatement(f: FigureScope, offerLimit: number): string {
  const rows = (file: KennzahlDatei) => jsonRows(FIGURES[file].select(f, offerLimit));
  return `WITH ${bookingsByMonth(f)}
    SELECT json_build_object(
      'anmeldungenJeMonat', ${rows('anmeldungen')},
      'auslastung', json_build_object(
        'gesamt', (SELECT row_to_json(x) FROM (SELECT ${UTILISATION} FROM d) x),
        'jeAngebot', json_build_object('anzahl', (SELECT count(*)::int FROM o), 'items', ${rows('auslastung-angebote')}),
        'jeFach', ${rows('auslastung-faecher')},
        'jeKreis', ${rows('auslastung-kreise')},
        'jeSchulart', ${rows('auslastung-schularten')}),
      'teilnahme', ${rows('teilnahme')},
      'stornierungen', ${rows('stornierungen')},
      'wartelisten', ${rows('wartelisten')},
      'abrufanfragen', ${rows('abrufanfragen')},
      'arbeitsgruppen', json_build_object(
        'jeStatus', ${rows('arbeitsgruppen')},
        'treffenJeMonat', ${rows('arbeitsgruppen-treffen')},
        'stundenJeKreis', ${rows('arbeitsgruppen-kreise')},
        'stundenJeFach', ${rows('arbeitsgruppen-faecher')}))::text AS body`;
}

/** Every figure of the scope as the JSON text of the contract's `Kennzahlen` (at most `offerLimit` offers listed). */
export async function allFiguresJson(db: Db, f: FigureScope, offerLimit: number): Promise<string> {
  const [{ body }] = await db.query<{ body: string }>(allFiguresStatement(f, offerLimit), f.s.params);
  return body;
}

/** One figure's rows, every one; the statement's columns are named as the contract names the figure's fields, which the sheet reads. */
export function figureRows(db: Db, f: FigureScope, file: KennzahlDatei): Promise<never[]> {
  return db.query<never>(figureStatement(f, file), f.s.params);
}
