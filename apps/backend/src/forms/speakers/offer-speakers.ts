import type { AngebotInhalt } from '@fobu/api-contract';
import type { OfferActor } from '@fobu/domain';
import type { Sql } from '@fobu/server-sql';
import { invalidInput } from '../../http/errors';
import { lookupParams, SPEAKER_IN_SCOPE_SQL, SPEAKER_NOT_FOUND, speakerScopeOf } from './speaker-scope';

/*
 * An offer's speakers as it is saved (docs/people-and-settings.md, "Speakers' directory"): the
 * names (`referenten`, what the catalogue shows, as before) follow from the speakers picked from
 * the directory; a client that sends names only (written before the directory) keeps its names,
 * linked to the directory's speakers of the same name.
 */

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The speakers of the tenant named exactly as `names` say, in their order (names without one are left out). */
async function speakersByName(sql: Sql, mandant: string, names: readonly string[]): Promise<number[]> {
  const rows = await sql.query<{ id: number | null }>(
    `SELECT (SELECT min(r.id) FROM referenten r WHERE r.mandant = $1 AND r.anzeigename = n.name) AS id
       FROM unnest($2::text[]) WITH ORDINALITY n(name, ord) ORDER BY n.ord`,
    [mandant, names],
  );
  return unique(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/**
 * The content with its speakers settled: `referentIds` picked (each one the writer finds in the
 * directory, or already on the offer `onOffer`; else 400) write the names; without them the
 * names are matched. What is written always carries both.
 */
export async function withSpeakers<T extends AngebotInhalt>(
  sql: Sql,
  actor: OfferActor,
  content: T,
  onOffer: readonly number[] = [],
): Promise<T> {
  if (content.referentIds === undefined) return { ...content, referentIds: await speakersByName(sql, actor.mandant, content.referenten) };
  const ids = unique(content.referentIds);
  const rows = await sql.query<{ id: number; anzeigename: string }>(
    `SELECT r.id, r.anzeigename FROM referenten r
      WHERE r.id = ANY($3::int[]) AND (${SPEAKER_IN_SCOPE_SQL} OR (r.mandant = $1 AND r.id = ANY($4::int[])))`,
    [...lookupParams(speakerScopeOf(actor)), ids, onOffer],
  );
  const names = new Map(rows.map((row) => [row.id, row.anzeigename]));
  if (names.size !== ids.length) throw invalidInput([{ path: ['referentIds'], message: SPEAKER_NOT_FOUND }]);
  return { ...content, referentIds: ids, referenten: ids.map((id) => names.get(id) ?? '') };
}
