import type { HistorieEintrag } from '@fobu/api-contract';
import type { OfferFacts, OfferState, RevisionState } from '@fobu/domain';

/*
 * An offer row as @fobu/domain's offer rules read it, for every statement that asks them of
 * offers: the work on one offer (offer-editing.ts) and the staff's lists.
 */

/** The columns the rules read; `r_…` are those of the published offer's open revision, if any. */
export interface FactsRow {
  mandant: string;
  status: OfferState;
  leitung_uid: string;
  erstellt_von: string;
  geaendert_von: string;
  r_erstellt_von: string | null;
  r_status: RevisionState | null;
}

/** Those columns, and the offers with their open revisions they are read from. */
export const FACTS_COLUMNS =
  'g.mandant, g.status, g.leitung_uid, g.erstellt_von, g.geaendert_von, r.erstellt_von AS r_erstellt_von, r.status AS r_status';
export const FACTS_FROM = 'angebote g LEFT JOIN angebot_ueberarbeitungen r ON r.vnr = g.vnr';

/** What the rules need to know of such a row: the revision's writer writes the content under work. */
export const factsOf = (row: FactsRow): OfferFacts => ({
  mandant: row.mandant,
  status: row.status,
  leitungUid: row.leitung_uid,
  erstelltVon: row.r_erstellt_von ?? row.erstellt_von,
  geaendertVon: row.geaendert_von,
  revision: row.r_status ?? undefined,
});

/** When the offer `g` last went through a step of its history (null if never). */
export const lastStepAt = (aktion: HistorieEintrag['aktion']) =>
  `(SELECT max(h.am) FROM angebot_historie h WHERE h.vnr = g.vnr AND h.aktion = '${aktion}')`;
