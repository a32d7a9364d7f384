import type { Paged, ReferentAkte, ReferentAngebot, ReferentEingabeSchema, ReferentEintrag } from '@fobu/api-contract';
import { canSeeOffer, type OfferActor, type OfferState } from '@fobu/domain';
import type { Db, Sql } from '@fobu/server-sql';
import { conflict, notFound } from '../../http/errors';
import { like } from '../search/search-sql';
import type { z } from 'zod/mini';
import { lookupParams, SPEAKER_IN_SCOPE_SQL, SPEAKER_NOT_FOUND, type SpeakerLookup } from './speaker-scope';

/* The directory's statements: the search, one speaker with the offers and dates they taught, writing one. */

type SpeakerInput = z.output<typeof ReferentEingabeSchema>;

/** SQL: the speaker `r` as a ReferentEintrag, with the number of offers that name them. */
const SPEAKER_JSON = `json_build_object('id', r.id, 'name', r.name, 'titel', r.titel, 'anzeigename', r.anzeigename,
  'organisation', r.organisation, 'themen', to_json(r.themen), 'email', r.email, 'telefon', r.telefon, 'gelistet', r.gelistet,
  'angebotAnzahl', (SELECT count(*)::int FROM angebot_referenten ar WHERE ar.referent_id = r.id))`;

/** SQL: `$3` (a LIKE pattern, or null) matches the name with title, the organisation or a topic. */
const MATCHES_SQL = `($3::text IS NULL OR lower(r.anzeigename || ' ' || r.organisation || ' ' || array_to_string(r.themen, ' ')) LIKE $3 ESCAPE '\\')`;

/** A page of the speakers the asker finds that match `q` (all without), by name. */
export async function findSpeakers(
  db: Db,
  lookup: SpeakerLookup,
  q: string | undefined,
  paging: { page: number; pageSize: number },
): Promise<Paged<ReferentEintrag>> {
  const [row] = await db.query<{ total: number; items: ReferentEintrag[] }>(
    `WITH found AS (SELECT r.id, lower(r.name) AS n FROM referenten r WHERE ${SPEAKER_IN_SCOPE_SQL} AND ${MATCHES_SQL}),
     shown AS (SELECT * FROM found ORDER BY n, id LIMIT $4 OFFSET $5)
     SELECT (SELECT count(*)::int FROM found) AS total,
            coalesce((SELECT json_agg(${SPEAKER_JSON} ORDER BY s.n, s.id) FROM shown s JOIN referenten r ON r.id = s.id), '[]'::json) AS items`,
    [...lookupParams(lookup), q ? like(q) : null, paging.pageSize, (paging.page - 1) * paging.pageSize],
  );
  return { items: row.items, total: row.total, page: paging.page, pageSize: paging.pageSize };
}

interface OfferRow {
  vnr: string;
  titel: string;
  vtyp: ReferentAngebot['vtyp'];
  status: OfferState;
  mandant: string;
  leitung_uid: string;
  termine: ReferentAngebot['termine'];
}

/** The offers that name the speaker `id`, as far as `actor` may see them (`canSeeOffer`), newest date first. */
async function taughtOffers(sql: Sql, actor: OfferActor, id: number): Promise<ReferentAngebot[]> {
  const rows = await sql.query<OfferRow>(
    `SELECT g.vnr, g.titel, g.vtyp, g.status, g.mandant, g.leitung_uid,
            coalesce((SELECT json_agg(json_build_object('id', t.id, 'beginn', t.beginn, 'ende', t.ende, 'status', t.status) ORDER BY t.beginn, t.id)
                        FROM termine t WHERE t.vnr = g.vnr), '[]'::json) AS termine
       FROM angebot_referenten ar JOIN angebote g ON g.vnr = ar.vnr
      WHERE ar.referent_id = $1
      ORDER BY (SELECT max(t.beginn) FROM termine t WHERE t.vnr = g.vnr) DESC NULLS LAST, g.vnr`,
    [id],
  );
  return rows
    .filter((row) => canSeeOffer(actor, { mandant: row.mandant, leitungUid: row.leitung_uid, status: row.status }))
    .map(({ vnr, titel, vtyp, status, termine }) => ({
      vnr,
      titel,
      vtyp,
      status,
      termine: termine.map((t) => ({ ...t, beginn: new Date(t.beginn).toISOString(), ende: new Date(t.ende).toISOString() })),
    }));
}

/** One speaker the asker finds, with the offers and dates they taught; 404 outside the scope. */
export async function speakerRecord(sql: Sql, lookup: SpeakerLookup, actor: OfferActor, id: number): Promise<ReferentAkte> {
  const [row] = await sql.query<{ item: ReferentEintrag; version: number; geaendert_am: Date }>(
    `SELECT ${SPEAKER_JSON} AS item, r.version, r.geaendert_am FROM referenten r WHERE r.id = $3 AND ${SPEAKER_IN_SCOPE_SQL}`,
    [...lookupParams(lookup), id],
  );
  if (!row) throw notFound(SPEAKER_NOT_FOUND);
  return {
    ...row.item,
    version: row.version,
    geaendertAm: new Date(row.geaendert_am).toISOString(),
    angebote: await taughtOffers(sql, actor, id),
  };
}

const inputValues = (input: SpeakerInput) => [
  input.name,
  input.titel,
  input.organisation,
  input.themen,
  input.email,
  input.telefon,
  input.gelistet,
];

/** Enters a new speaker of the asker's tenant; answers their id. */
export async function insertSpeaker(sql: Sql, actor: OfferActor, input: SpeakerInput): Promise<number> {
  const [{ id }] = await sql.query<{ id: number }>(
    `INSERT INTO referenten (mandant, angelegt_von, name, titel, organisation, themen, email, telefon, gelistet)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [actor.mandant, actor.uid, ...inputValues(input)],
  );
  return id;
}

/** Changes a speaker the asker finds, against the version read (409 referent_geaendert for an older one); 404 outside the scope. */
export async function updateSpeaker(sql: Sql, lookup: SpeakerLookup, id: number, input: SpeakerInput & { version: number }): Promise<void> {
  const [row] = await sql.query<{ version: number }>(
    `SELECT r.version FROM referenten r WHERE r.id = $3 AND ${SPEAKER_IN_SCOPE_SQL} FOR UPDATE`,
    [...lookupParams(lookup), id],
  );
  if (!row) throw notFound(SPEAKER_NOT_FOUND);
  if (row.version !== input.version)
    throw conflict(
      'referent_geaendert',
      'Die Angaben wurden inzwischen von jemand anderem geändert. Laden Sie die Seite neu und übernehmen Sie Ihre Änderungen dorthin.',
    );
  await sql.query(
    `UPDATE referenten SET name = $2, titel = $3, organisation = $4, themen = $5, email = $6, telefon = $7, gelistet = $8,
       version = version + 1, geaendert_am = now() WHERE id = $1`,
    [id, ...inputValues(input)],
  );
}
