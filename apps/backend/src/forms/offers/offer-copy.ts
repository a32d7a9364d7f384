import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { copyRefusal, OFFER_NOT_VISIBLE, takeOverRefusal, type OfferActor } from '@fobu/domain';
import type { Db } from '@fobu/server-sql';
import { notFound } from '../../http/errors';
import { contentOf, throwRefusal, workAnswer } from './offer-work';
import { insertDraft, loadWork, record, setTakenOverFrom } from './offer-work-queries';
import { factsOf } from './offer-facts';

/** How a new draft comes from an existing offer: who may, who leads the draft, and what both histories say. */
interface DraftSource {
  readonly refusal: typeof copyRefusal;
  readonly leitungUid: (actor: OfferActor, oldLeitung: string) => string;
  /** Taking over an archived offer also marks the draft as its successor (docs/archive.md). */
  readonly successor: boolean;
  readonly fromNote: (oldVnr: string) => string;
  readonly toNote: (newVnr: string) => string;
}

const SOURCES = {
  // The archive's take-over: the old offer's organiser leads the draft, written by the administrator.
  uebernehmen: {
    refusal: takeOverRefusal,
    leitungUid: (_actor, oldLeitung) => oldLeitung,
    successor: true,
    fromNote: (old) => `Übernommen aus ${old}`,
    toNote: (vnr) => `Als neues Angebot ${vnr} übernommen`,
  },
  // A copy of a live offer: an organiser leads their own copy; the administration's keeps the organiser.
  kopieren: {
    refusal: copyRefusal,
    leitungUid: (actor, oldLeitung) => (actor.role === 'veranstaltungsleiter' ? actor.uid : oldLeitung),
    successor: false,
    fromNote: (old) => `Kopiert aus ${old}`,
    toNote: (vnr) => `Als neues Angebot ${vnr} kopiert`,
  },
} as const satisfies Record<string, DraftSource>;

/**
 * A new draft of an offer's content (its published content, not a revision under work, nor its dates
 * or bookings): taken over from the archive or copied from a live offer. Both histories record it
 * (`uebernommen_aus` in the draft, `uebernommen` in the old offer, the note naming the other number).
 * Answers the new draft's work state, whose editor the screen opens.
 */
export function draftFromOffer(db: Db, actor: OfferActor, oldVnr: string, how: keyof typeof SOURCES): Promise<AngebotArbeitsstand> {
  const source: DraftSource = SOURCES[how];
  return db.tx(async (sql) => {
    const old = await loadWork(sql, oldVnr, true);
    if (!old) throw notFound(OFFER_NOT_VISIBLE);
    throwRefusal(source.refusal(actor, factsOf(old)));
    const vnr = await insertDraft(sql, actor, old.vtyp, contentOf(old), source.leitungUid(actor, old.leitung_uid));
    if (source.successor) await setTakenOverFrom(sql, vnr, old.vnr);
    await record(sql, { vnr, actor, aktion: 'uebernommen_aus', notiz: source.fromNote(old.vnr) });
    await record(sql, { vnr: old.vnr, actor, aktion: 'uebernommen', notiz: source.toNote(vnr) });
    return workAnswer(sql, vnr, actor);
  });
}
