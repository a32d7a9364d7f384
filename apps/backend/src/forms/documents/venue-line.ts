import { placeLine } from '@fobu/api-contract';

/** A venue as its columns give it; no place is an online date. */
interface Venue {
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
}

/** A venue as one line („Lernort, Raum, Adresse, Kreis“; the district only where the address lacks it), or null online. */
export function venueLine(row: Venue): string | null {
  return row.ort_name ? placeLine({ name: row.ort_name, raum: row.raum, adresse: row.adresse, kreis: row.kreis }) : null;
}
