import { AbrufanfrageSchema } from './abrufanfrage';
import { IsoDateTimeSchema } from './common';
import { VtypSchema } from './forms';
import { AbrufanfrageEingangSchema } from './termin-bearbeitung';
import { TerminBelegungSchema } from './veranstaltungssuche';
import { z } from './zod';

/*
 * `GET /api/v1/arbeitsuebersicht`: what the dashboards of organisers (their own offers) and of the
 * administration (the tenant's) show: the next dates and the work waiting. Quality control's
 * dashboard is the review queue (`GET /api/v1/pruefungen`).
 */

/** How many of the next dates, and of each work list's entries, the overview lists; `anzahl` counts them all. */
export const ARBEITSUEBERSICHT_LIMITS = { naechsteTermine: 10, arbeitsliste: 20 } as const;

/** A list of the first entries and the number of all (`anzahl`); the administration's overview has the same. */
export const liste = <T extends z.ZodMiniType>(item: T) => z.object({ anzahl: z.number().check(z.int(), z.gte(0)), items: z.array(item) });

/** An offer (or a published offer's revision) that quality control sent back, with its note. */
export const RueckgabeEintragSchema = z.object({
  vnr: z.string(),
  vtyp: VtypSchema,
  titel: z.string(),
  ueberarbeitung: z.boolean().check(z.describe('a revision of a published offer')),
  notiz: z.nullable(z.string()),
  zurueckgegebenAm: z.nullable(IsoDateTimeSchema),
});

/** One of the person's own offers in preparation, with its last change. */
export const VorbereitungEintragSchema = z.object({
  vnr: z.string(),
  vtyp: VtypSchema,
  titel: z.string(),
  geaendertAm: z.nullable(IsoDateTimeSchema),
});

export const ArbeitsuebersichtSchema = z.object({
  umfang: z.enum(['eigene', 'mandant']).check(z.describe('eigene: the offers the asker leads; mandant: all of the tenant')),
  naechsteTermine: liste(TerminBelegungSchema).check(
    z.describe('dates of published offers from now on, soonest first (cancelled ones left out)'),
  ),
  entwuerfe: liste(VorbereitungEintragSchema).check(
    z.describe(
      'drafts of the offers the asker leads (also for the administration), the last changed first, as the offer search with status=entwurf',
    ),
  ),
  inPruefung: liste(VorbereitungEintragSchema).check(
    z.describe('offers the asker leads waiting for quality control, the last changed first, as the offer search with status=zur_pruefung'),
  ),
  zurueckgegeben: liste(RueckgabeEintragSchema).check(z.describe('sent back, the latest first')),
  offeneAbrufanfragen: liste(z.extend(AbrufanfrageSchema, { schule: AbrufanfrageEingangSchema.shape.schule })).check(
    z.describe('requests still angefragt, oldest first (answered through /api/v1/abrufanfragen/{id}/…)'),
  ),
  unterMindestzahl: liste(TerminBelegungSchema).check(
    z.describe('dates with fewer admitted than minPlaetze whose booking window has not closed, the nearest Anmeldeschluss first'),
  ),
  anwesenheitOffen: liste(z.extend(TerminBelegungSchema, { ohneAnwesenheit: z.number().check(z.int(), z.gte(1)) })).check(
    z.describe('ended dates with admitted bookings whose attendance is not recorded, the latest first'),
  ),
});
export type Arbeitsuebersicht = z.infer<typeof ArbeitsuebersichtSchema>;
