import type { AngebotInhalt } from '@fobu/api-contract';

/** A speaker of an offer as the editor holds them: from the directory (`id`), or a name typed before the directory (`id` null). */
export interface SpeakerPick {
  readonly id: number | null;
  readonly name: string;
}

/**
 * The offer's speakers for the editor. Where every name has its speaker (the back end writes the
 * names of the speakers picked, in their order) they are paired; otherwise the names stay as they
 * are, and the back end links them to the directory by name again when the offer is saved.
 */
export function picksOf(content: Pick<AngebotInhalt, 'referenten' | 'referentIds'>): SpeakerPick[] {
  const ids = content.referentIds ?? [];
  return content.referenten.map((name, index) => ({ id: ids.length === content.referenten.length ? ids[index] : null, name }));
}

/**
 * What the editor sends: the names, and the speakers' numbers when all are from the directory.
 * With a name not from the directory the numbers are left out, so that the name is kept as typed.
 */
export function speakerContentOf(picks: readonly SpeakerPick[]): { referenten: string[]; referentIds: number[] | undefined } {
  const referenten = picks.map((pick) => pick.name);
  const ids = picks.flatMap((pick) => (pick.id === null ? [] : [pick.id]));
  return { referenten, referentIds: ids.length === picks.length ? ids : undefined };
}

/** The picks with the one at `index` moved one place up (-1) or down (+1); at an end they stay as they are. */
export function movedPick(picks: readonly SpeakerPick[], index: number, by: -1 | 1): SpeakerPick[] {
  const target = index + by;
  if (target < 0 || target >= picks.length) return [...picks];
  const next = [...picks];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
