import type { Dienststelle } from '@fobu/api-contract';
import type { Tenant } from '@fobu/domain';
import type { Db } from '../../db/db';

/**
 * The office a duty post's `dstnr` names in the tenant, with the districts it covers; null when it
 * names none (docs/domain-model.md, "Duty posts": the area comes from the office, not from the person).
 */
export async function dutyPostArea(db: Db, dstnr: string, mandant: Tenant): Promise<Dienststelle | null> {
  const [office] = await db.query<Dienststelle>(
    `SELECT d.dstnr, d.name,
            (SELECT json_agg(json_build_object('key', k.key, 'name', k.name) ORDER BY k.name) FROM kreise k WHERE k.key = ANY(d.kreise)) AS kreise,
            NOT EXISTS (SELECT 1 FROM kreise k WHERE NOT k.key = ANY(d.kreise)) AS landesweit
       FROM dienststellen d WHERE d.dstnr = $1 AND d.mandant = $2`,
    [dstnr, mandant],
  );
  return office ?? null;
}
