import { liste } from './arbeitsuebersicht';
import { IsoDateTimeSchema } from './common';
import { PruefungSchema } from './pruefungen';
import { TerminBelegungSchema } from './veranstaltungssuche';
import { z } from './zod';

/*
 * `GET /api/v1/verwaltungsuebersicht`: the administrator's dashboard (addashboard), the tenant at a
 * glance: what waits for review and since when, this week's dates, dates short of their minimum
 * while booking is open, and long waiting lists (docs/archive.md, "The administrator's dashboard").
 */

/** How many entries each list shows (`anzahl` counts them all), and from how many people waiting a waiting list is long. */
export const VERWALTUNGSUEBERSICHT_LIMITS = { liste: 20, langeWarteliste: 5 } as const;

export const VerwaltungsuebersichtSchema = z.object({
  zurPruefung: liste(PruefungSchema).check(z.describe('offers and revisions zur_pruefung, the longest waiting first (eingereichtAm)')),
  woche: z
    .object({ von: IsoDateTimeSchema, bis: IsoDateTimeSchema })
    .check(z.describe('this week in Kiel’s time, Monday 0:00 to the next Monday')),
  dieseWoche: liste(TerminBelegungSchema).check(z.describe('dates beginning this week that take place, by start')),
  unterMindestzahl: liste(TerminBelegungSchema).check(
    z.describe('dates with fewer admitted than minPlaetze whose booking window has not closed, the nearest Anmeldeschluss first'),
  ),
  langeWartelisten: liste(TerminBelegungSchema).check(
    z.describe('dates not yet begun with at least langeWarteliste people waiting, the longest waiting list first'),
  ),
});
export type Verwaltungsuebersicht = z.infer<typeof VerwaltungsuebersichtSchema>;
