import type { Role } from './roles';

/*
 * The speakers' directory (docs/people-and-settings.md, "Speakers' directory"): who works on it
 * and which speakers a role finds. The back end enforces it; the screens only leave out what
 * would be refused.
 */

/** What a role may do with the directory: write (create, change), read, or nothing (403). */
export type SpeakerAccess = 'schreiben' | 'lesen';

const SPEAKER_ACCESS_OF_ROLE: Partial<Record<Role, SpeakerAccess>> = {
  veranstaltungsleiter: 'schreiben',
  verwaltung: 'schreiben',
  administrator: 'schreiben',
  qualitaetskontrolle: 'lesen',
};

/** The directory's access of a role, or null where it has none. */
export function speakerAccessOf(role: Role): SpeakerAccess | null {
  return SPEAKER_ACCESS_OF_ROLE[role] ?? null;
}

/**
 * Whether a role finds every speaker of the tenant, listed or not. An organiser finds the listed
 * ones (who agreed to be offered to every organiser), the ones they entered and those of the
 * offers they lead: a speaker who did not agree is not handed around the institute.
 */
export const seesUnlistedSpeakers = (role: Role): boolean => role !== 'veranstaltungsleiter';
