/*
 * The searches' orders, apart from their schemas: the route params of the portal's lists read them,
 * and the route tree is part of the first visit, which must not carry zod (docs/performance.md).
 */

export const ANGEBOT_SORTS = ['titel', '-titel', 'beginn', '-beginn', 'vnr', '-veroeffentlicht'] as const;
/** `relevanz`: matches in the title first, then by date (for a text search). */
export const TERMIN_SORTS = ['beginn', '-beginn', 'titel', 'freiePlaetze', 'relevanz'] as const;
/** `-geaendert` (the default): the last changed first, the staff's work order; `-archiviert`: the archive's, the latest archived first. */
export const VERANSTALTUNGSSUCHE_SORTS = [...ANGEBOT_SORTS, '-geaendert', '-archiviert'] as const;
