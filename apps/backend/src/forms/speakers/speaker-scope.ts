import { seesUnlistedSpeakers, speakerAccessOf, type OfferActor } from '@fobu/domain';
import { forbidden } from '../../http/errors';

/*
 * Whom a staff member finds in the speakers' directory (docs/people-and-settings.md, "Speakers'
 * directory"), as SQL over fixed parameters: `$1` the tenant, `$2` the organiser's uid where they
 * find only the listed speakers and their own, null where they find every speaker of the tenant.
 */

export interface SpeakerLookup {
  readonly mandant: string;
  readonly organiser: string | null;
}

const NO_ACCESS =
  'Das Verzeichnis der Referentinnen und Referenten ist der Veranstaltungsleitung, der Verwaltung und der Qualitätskontrolle vorbehalten.';

/** The asker's lookup; 403 for a role without the directory, and for a reader who would write. */
export function speakerLookupOf(actor: OfferActor, writes = false): SpeakerLookup {
  const access = speakerAccessOf(actor.role);
  if (!access) throw forbidden(NO_ACCESS);
  if (writes && access !== 'schreiben') throw forbidden('Die Qualitätskontrolle liest das Verzeichnis, ändert es aber nicht.');
  return speakerScopeOf(actor);
}

/** Whom the asker finds, whatever their role (the offer editor checks its own rights before). */
export const speakerScopeOf = (actor: OfferActor): SpeakerLookup => ({
  mandant: actor.mandant,
  organiser: seesUnlistedSpeakers(actor.role) ? null : actor.uid,
});

/** The first two parameters of every statement here. */
export const lookupParams = (lookup: SpeakerLookup): unknown[] => [lookup.mandant, lookup.organiser];

/** SQL: the speaker `r` is of the tenant and, for an organiser, listed, entered by them or named by an offer they lead. */
export const SPEAKER_IN_SCOPE_SQL = `(r.mandant = $1 AND ($2::text IS NULL OR r.gelistet OR r.angelegt_von = $2
  OR EXISTS (SELECT 1 FROM angebot_referenten ar JOIN angebote g ON g.vnr = ar.vnr WHERE ar.referent_id = r.id AND g.leitung_uid = $2)))`;

export const SPEAKER_NOT_FOUND = 'Diese Referentin oder diesen Referenten gibt es im Verzeichnis nicht.';
