import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { OFFER_NOT_VISIBLE, takeOverRefusal, type OfferActor } from '@fobu/domain';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { contentOf, throwRefusal, workAnswer } from '../offers/offer-work';
import { insertDraft, loadWork, record, setTakenOverFrom } from '../offers/offer-work-queries';
import { factsOf } from '../offers/offer-facts';

/**
 * Taking an archived offer over (docs/archive.md): its content becomes a new draft (not its dates or
 * bookings), led by the old offer's organiser and written by the administrator; `uebernommen_aus`
 * names the old offer, and both histories record the step. Answers the new draft's work state,
 * whose editor the screen opens.
 */
export function takeOver(db: Db, actor: OfferActor, oldVnr: string): Promise<AngebotArbeitsstand> {
  return db.tx(async (sql) => {
    const old = await loadWork(sql, oldVnr, true);
    if (!old) throw notFound(OFFER_NOT_VISIBLE);
    throwRefusal(takeOverRefusal(actor, factsOf(old)));
    const vnr = await insertDraft(sql, actor, old.vtyp, contentOf(old), old.leitung_uid);
    await setTakenOverFrom(sql, vnr, old.vnr);
    await record(sql, { vnr, actor, aktion: 'uebernommen_aus', notiz: `Übernommen aus ${old.vnr}` });
    await record(sql, { vnr: old.vnr, actor, aktion: 'uebernommen', notiz: `Als neues Angebot ${vnr} übernommen` });
    return workAnswer(sql, vnr, actor);
  });
}
