import type { Termin } from '@fobu/api-contract';

/** The venue as a booking confirms it: name, room and address, or online. */
export const placeOfDate = (termin: Termin) =>
  termin.ort ? [termin.ort.name, termin.ort.raum, termin.ort.adresse].filter(Boolean).join(', ') : 'Online';
