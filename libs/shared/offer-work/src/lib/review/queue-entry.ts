import type { Pruefung } from '@fobu/api-contract';

/** Where an offer under review is opened: the staff search of its kind. */
export const screenOf = (entry: Pick<Pruefung, 'vtyp'>) => (entry.vtyp === 'SLK' ? 'selbstlernkurssuche' : 'veranstaltungssuche');

/**
 * The entry „Nächstes Angebot“ opens after a decision: the longest-waiting one the reader may
 * approve (four eyes), else the longest-waiting one at all, never the one just decided.
 */
export function nextEntry(queue: readonly Pruefung[], decided: string): Pruefung | undefined {
  const others = queue.filter((entry) => entry.vnr !== decided);
  return others.find((entry) => entry.darfFreigeben) ?? others[0];
}
