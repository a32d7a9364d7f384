import { KREISE } from './reference-data';

/** A date's place, part by part (a stored history step's may lack some). */
interface PlaceParts {
  readonly name: string;
  readonly raum?: string | null;
  readonly adresse?: string | null;
  readonly kreis?: string | null;
}

/**
 * A place as one line („Lernort, Raum, Adresse, Kreis“; the district only where the address lacks
 * it): the exports and documents write it so, and the history („Verlauf“) too.
 */
export function placeLine(place: PlaceParts): string {
  const kreis = KREISE.find((k) => k.key === place.kreis)?.name;
  return [place.name, place.raum, place.adresse, kreis && place.adresse?.includes(kreis) ? null : kreis].filter(Boolean).join(', ');
}
