import { KREISE } from '@fobu/api-contract';

/** A venue as its columns give it; no place is an online date. */
interface Venue {
  ort_name: string | null;
  adresse: string | null;
  raum: string | null;
  kreis: string | null;
}

/** A venue as one line („Lernort, Raum, Adresse, Kreis“; the district only where the address lacks it), or null online. */
export function venueLine(row: Venue): string | null {
  if (!row.ort_name) return null;
  const kreis = KREISE.find((k) => k.key === row.kreis)?.name;
  return [row.ort_name, row.raum, row.adresse, kreis && row.adresse?.includes(kreis) ? null : kreis].filter(Boolean).join(', ');
}
