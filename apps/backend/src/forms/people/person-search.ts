import type { Paged, PersonEintrag } from '@fobu/api-contract';
import { FOBU_ROLES_SQL } from '../../auth/principal';
import type { Db } from '@fobu/server-sql';
import { like } from '../search/search-sql';
import { lookupParams, PERSON_IN_SCOPE_SQL, type PersonLookup } from './person-scope';

/*
 * The one search of persons (docs/people-and-settings.md, "Persons as built"): the persons' list of
 * the offer search and the workgroups' "add a member" both ask it, each with its own scope.
 */

/** SQL: the person `u` (with their school `s`) as a PersonEintrag. */
export const PERSON_JSON = `json_build_object('uid', u.uid, 'vorname', u.vorname, 'name', u.name, 'email', u.email,
  'schule', CASE WHEN s.dstnr IS NOT NULL THEN json_build_object('dstnr', s.dstnr, 'name', s.name) END, 'rollen', to_json(${FOBU_ROLES_SQL}))`;

/** SQL: `$3` (a LIKE pattern, or null for every person) matches the name either way round, the address or the school's name. */
const MATCHES_SQL = `($3::text IS NULL OR lower(u.vorname || ' ' || u.name) LIKE $3 ESCAPE '\\' OR lower(u.name || ', ' || u.vorname) LIKE $3 ESCAPE '\\'
  OR lower(u.email) LIKE $3 ESCAPE '\\' OR lower(s.name) LIKE $3 ESCAPE '\\')`;

/** A page of the persons in the scope that match `q` (all of them without), by name, with the number of matches. */
export async function findPersons(
  db: Db,
  lookup: PersonLookup,
  q: string | undefined,
  paging: { page: number; pageSize: number },
): Promise<Paged<PersonEintrag>> {
  const [row] = await db.query<{ total: number; items: PersonEintrag[] }>(
    `WITH found AS (
       SELECT ${PERSON_JSON} AS item, lower(u.name) AS n1, lower(u.vorname) AS n2, u.uid
         FROM users u LEFT JOIN schulen s ON s.dstnr = u.dstnr
        WHERE ${PERSON_IN_SCOPE_SQL} AND ${MATCHES_SQL}),
     shown AS (SELECT * FROM found ORDER BY n1, n2, uid LIMIT $4 OFFSET $5)
     SELECT (SELECT count(*)::int FROM found) AS total,
            coalesce((SELECT json_agg(item ORDER BY n1, n2, uid) FROM shown), '[]'::json) AS items`,
    [...lookupParams(lookup), q ? like(q) : null, paging.pageSize, (paging.page - 1) * paging.pageSize],
  );
  return { items: row.items, total: row.total, page: paging.page, pageSize: paging.pageSize };
}
