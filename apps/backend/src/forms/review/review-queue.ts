import type { Pruefung } from '@fobu/api-contract';
import { offerActionRefusal, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { FACTS_COLUMNS, FACTS_FROM, factsOf, lastStepAt, type FactsRow } from '../offers/offer-facts';
import { pagedRows, SearchSql, type Paging } from '../search/search-sql';
import { iso } from '../timestamps';
import { OFFER_TASK_CONDITION } from '../search/task-sql';

interface QueueRow extends FactsRow {
  vnr: string;
  vtyp: Pruefung['vtyp'];
  titel: string;
  version: number;
  leitung_name: string;
  eingereicht_am: Date | null;
  total: number;
}

/** When the content under review was submitted: the offer's last `einreichen` step. */
const SUBMITTED = lastStepAt('einreichen');

/** One page of what waits for review in the asker's tenant, the longest waiting first (the administrator's overview reads it too). */
export async function reviewQueuePage(db: Db, actor: OfferActor, paging: Paging): Promise<{ items: Pruefung[]; total: number }> {
  const s = new SearchSql(OFFER_TASK_CONDITION.pruefung);
  s.add('g.mandant = ?', actor.mandant);
  // Submitted before the history was kept: unknown, so counted as the longest waiting.
  const search = { key: 'g.vnr', from: FACTS_FROM, order: `${SUBMITTED} NULLS FIRST, g.vnr` };
  const { rows, total } = await pagedRows<QueueRow>(
    db,
    s,
    search,
    paging,
    (page, total) => `SELECT g.vnr, g.vtyp, coalesce(r.inhalt->>'titel', g.titel) AS titel, g.version, ${FACTS_COLUMNS},
                      u.vorname || ' ' || u.name AS leitung_name, ${SUBMITTED} AS eingereicht_am, ${total} AS total
                 FROM ${FACTS_FROM} JOIN ${page} p ON p.key = g.vnr JOIN users u ON u.uid = g.leitung_uid ORDER BY ${search.order}`,
  );
  const items = rows.map((row): Pruefung => {
    const refusal = offerActionRefusal('freigeben', actor, factsOf(row));
    return {
      vnr: row.vnr,
      vtyp: row.vtyp,
      titel: row.titel,
      version: row.version,
      leitung: { uid: row.leitung_uid, name: row.leitung_name },
      eingereichtAm: iso(row.eingereicht_am),
      ueberarbeitung: row.r_status !== null,
      darfFreigeben: refusal === undefined,
      freigabeHinweis: refusal?.message ?? null,
    };
  });
  return { items, total };
}
