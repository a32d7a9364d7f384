import { PUBLIC_OFFER_STATES, SEAT_STATES, WORKGROUP_RECORD_STATUS } from '@fobu/domain';
import type { TerminDaten, TerminVerwaltung } from '@fobu/api-contract';
import type { Sql } from '@fobu/server-sql';
import { terminWithLinkJson, type TerminRow } from './termin-json';

/*
 * An offer's dates as their organisers write them: the input (the contract's TerminEingabe) in
 * and out of the `termine` row, the staff's view of a date, and the offer's cached first and last
 * date. One place for the columns, so that creating a date, changing it and agreeing a school's
 * on-demand request write the same.
 */

/** A date's input with every instant in one spelling (UTC, ISO 8601), so that equal times compare equal. */
export function normalised(input: TerminDaten): TerminDaten {
  const utc = (value: string) => new Date(value).toISOString();
  return {
    ...input,
    beginn: utc(input.beginn),
    ende: utc(input.ende),
    sitzungen: input.sitzungen.map((s) => ({ beginn: utc(s.beginn), ende: utc(s.ende) })),
    anmeldebeginn: utc(input.anmeldebeginn),
    anmeldeschluss: utc(input.anmeldeschluss),
    stornofrist: utc(input.stornofrist),
  };
}

/** A stored date as its organiser wrote it (normalised), to compare a change against. */
export function storedInput(row: TerminRow): TerminDaten {
  const utc = (value: Date | string) => new Date(value).toISOString();
  const sitzungen = typeof row.sitzungen === 'string' ? (JSON.parse(row.sitzungen) as TerminDaten['sitzungen']) : row.sitzungen;
  return {
    beginn: utc(row.beginn),
    ende: utc(row.ende),
    sitzungen: sitzungen.map((s) => ({ beginn: utc(s.beginn), ende: utc(s.ende) })),
    ort: row.ort_name
      ? {
          name: row.ort_name,
          adresse: row.adresse ?? '',
          raum: row.raum ?? '',
          kreis: row.kreis as NonNullable<TerminDaten['ort']>['kreis'],
        }
      : null,
    onlineLink: row.online_link,
    minPlaetze: row.min_plaetze,
    maxPlaetze: row.max_plaetze,
    wartelistePlaetze: row.warteliste_plaetze,
    anmeldebeginn: utc(row.anmeldebeginn),
    anmeldeschluss: utc(row.anmeldeschluss),
    stornofrist: utc(row.stornofrist),
    genehmigungErforderlich: row.genehmigung_erforderlich,
  };
}

/** The fields that differ between two states of a date (`undefined`: none yet, or none left), as the history lists them. */
export function dateChanges(before: TerminDaten | undefined, after: TerminDaten | undefined) {
  const fields = Object.keys(after ?? before ?? {}) as (keyof TerminDaten)[];
  return fields
    .filter((feld) => JSON.stringify(before?.[feld] ?? null) !== JSON.stringify(after?.[feld] ?? null))
    .map((feld) => ({ feld, vorher: before?.[feld] ?? null, nachher: after?.[feld] ?? null }));
}

/** The columns an organiser writes, in order, with their values from the (normalised) input; the seed writes them too. */
export const WRITTEN_DATE_COLUMNS = [
  'beginn',
  'ende',
  'sitzungen',
  'ort_name',
  'adresse',
  'raum',
  'kreis',
  'online_link',
  'min_plaetze',
  'max_plaetze',
  'warteliste_plaetze',
  'anmeldebeginn',
  'anmeldeschluss',
  'stornofrist',
  'genehmigung_erforderlich',
] as const;
const valuesOf = (input: TerminDaten) => [
  input.beginn,
  input.ende,
  JSON.stringify(input.sitzungen),
  input.ort?.name ?? null,
  input.ort?.adresse ?? null,
  // An empty room is no room: the views show none.
  input.ort?.raum || null,
  input.ort?.kreis ?? null,
  input.onlineLink,
  input.minPlaetze,
  input.maxPlaetze,
  input.wartelistePlaetze,
  input.anmeldebeginn,
  input.anmeldeschluss,
  input.stornofrist,
  input.genehmigungErforderlich,
];

/**
 * Writes a new date of the offer; `schuleDstnr` makes it a school's closed date (an agreed
 * on-demand request). It is `buchbar` at once: whether it can be booked yet is the booking
 * window's and the offer's state's to say, and nothing would ever move a `geplant` date on.
 */
export async function insertDate(sql: Sql, offer: { vnr: string; mandant: string }, input: TerminDaten, schuleDstnr: string | null) {
  const [{ id }] = await sql.query<{ id: number }>(
    `INSERT INTO termine (vnr, mandant, ${WRITTEN_DATE_COLUMNS.join(', ')}, status, schule_dstnr)
     VALUES ($1, $2, ${WRITTEN_DATE_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}, 'buchbar', $${WRITTEN_DATE_COLUMNS.length + 3})
     RETURNING id`,
    [offer.vnr, offer.mandant, ...valuesOf(input), schuleDstnr],
  );
  await refreshOfferDates(sql, offer.vnr);
  return id;
}

/** Writes a changed date (its seat counters stay the caller's: booking.ts's `saveCounters`). */
export async function updateDate(sql: Sql, id: number, vnr: string, input: TerminDaten) {
  await sql.query(`UPDATE termine SET ${WRITTEN_DATE_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    id,
    ...valuesOf(input),
  ]);
  await refreshOfferDates(sql, vnr);
}

/**
 * The offer's next and last date, which the searches sort and show by, after its dates changed. A
 * cancelled date is nobody's next date. The offer's version stays: its dates are not its content,
 * and an editor open on the content must not be told that someone changed it.
 */
export async function refreshOfferDates(sql: Sql, vnr: string) {
  await sql.query(
    `UPDATE angebote g SET
       naechster_termin = (SELECT min(t.beginn) FROM termine t WHERE t.vnr = g.vnr AND t.beginn >= now() AND t.status <> 'abgesagt'),
       letzter_termin = (SELECT max(t.beginn) FROM termine t WHERE t.vnr = g.vnr)
     WHERE g.vnr = $1`,
    [vnr],
  );
}

/** A date as its offer's staff see it (TerminVerwaltung): the meeting link, the seats taken, the bookings of any state. */
const STAFF_DATE_JSON = `(${terminWithLinkJson('true')}::jsonb || jsonb_build_object('zugelassen', t.zugelassen,
  'anmeldungen', (SELECT count(*)::int FROM anmeldungen a WHERE a.termin_id = t.id)))`;

/** The staff's view of the dates that `where` (over `termine t JOIN angebote g`) selects, by start. */
export async function staffDates(sql: Sql, where: string, params: unknown[]): Promise<TerminVerwaltung[]> {
  const [{ items }] = await sql.query<{ items: TerminVerwaltung[] | string }>(
    `SELECT coalesce(json_agg(${STAFF_DATE_JSON} ORDER BY t.beginn, t.id), '[]') AS items
       FROM termine t JOIN angebote g ON g.vnr = t.vnr WHERE ${where}`,
    params,
  );
  return typeof items === 'string' ? JSON.parse(items) : items;
}

/** One date in the staff's view. */
export async function staffDate(sql: Sql, id: number): Promise<TerminVerwaltung> {
  const [date] = await staffDates(sql, 't.id = $1', [id]);
  return date;
}

/**
 * A date as the contract's Termin with its offer's title, as JSON text, if the asker may see it: the
 * dates the search and the offer page show, and no others (not those of unpublished offers, nor one
 * school's on-demand dates to anyone but that school); the tenant's staff (`staffOf`) see every date
 * of their tenant. A workgroup's meeting (`readsMeeting`: the asker is of its group) only to its
 * group's members and staff. The meeting link only for the staff and the admitted participants.
 */
export async function visibleDateJson(
  sql: Sql,
  id: number,
  asker: { staffOf: string | null; uid: string | null; mandant: string | null; dstnr: string | null; readsMeeting: boolean },
): Promise<string | undefined> {
  const [row] = await sql.query<{ body: string }>(
    `SELECT ${terminWithLinkJson(`t.mandant = $2 OR EXISTS (SELECT 1 FROM anmeldungen a WHERE a.termin_id = t.id AND a.uid = $3 AND a.status = ANY($4))`)}::text AS body
       FROM termine t JOIN angebote g ON g.vnr = t.vnr
      WHERE t.id = $1 AND (g.status <> $9 OR $8)
        AND (t.mandant = $2 OR $8 OR (g.status = ANY($5) AND (t.schule_dstnr IS NULL OR (t.mandant = $6 AND t.schule_dstnr = $7))))`,
    [
      id,
      asker.staffOf,
      asker.uid,
      SEAT_STATES,
      PUBLIC_OFFER_STATES,
      asker.mandant,
      asker.dstnr,
      asker.readsMeeting,
      WORKGROUP_RECORD_STATUS,
    ],
  );
  return row?.body;
}

/** The offer and tenant of a date; undefined if there is no such date. */
export async function dateOwner(sql: Sql, id: number): Promise<{ vnr: string; mandant: string } | undefined> {
  const [ref] = await sql.query<{ vnr: string; mandant: string }>('SELECT vnr, mandant FROM termine WHERE id = $1', [id]);
  return ref;
}

/** Deletes a date's row. */
export async function deleteDateRow(sql: Sql, id: number): Promise<void> {
  await sql.query('DELETE FROM termine WHERE id = $1', [id]);
}

/** The offer's dates still ahead and not cancelled, by start. */
export const datesAhead = (sql: Sql, vnr: string) =>
  sql.query<{ id: number }>(`SELECT id FROM termine WHERE vnr = $1 AND status <> 'abgesagt' AND beginn > now() ORDER BY beginn, id`, [vnr]);
