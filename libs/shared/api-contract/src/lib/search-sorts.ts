/*
 * The searches' orders and tasks, apart from their schemas: the route params of the portal's lists read them,
 * and the route tree is part of the first visit, which must not carry zod (docs/performance.md).
 */

export const ANGEBOT_SORTS = ['titel', '-titel', 'beginn', '-beginn', 'vnr', '-veroeffentlicht'] as const;
/** `relevanz`: matches in the title first, then by date (for a text search). */
export const TERMIN_SORTS = ['beginn', '-beginn', 'titel', 'freiePlaetze', 'relevanz'] as const;
/** `-geaendert` (the default): the last changed first, the staff's work order; `-archiviert`: the archive's, the latest archived first. */
export const VERANSTALTUNGSSUCHE_SORTS = [...ANGEBOT_SORTS, '-geaendert', '-archiviert'] as const;

/**
 * The work a dashboard list stands for (`aufgabe`), so that its „und N weitere“ opens the search with
 * the same entries: offers waiting for review or sent back (or their revision); dates short of their
 * minimum while people can still book, ended dates whose attendance is not recorded, dates to come
 * with a long waiting list.
 */
export const OFFER_TASKS = ['pruefung', 'zurueckgegeben'] as const;
export const DATE_TASKS = ['mindestzahl', 'anwesenheit', 'warteliste'] as const;
export type OfferTask = (typeof OFFER_TASKS)[number];
export type DateTask = (typeof DATE_TASKS)[number];
