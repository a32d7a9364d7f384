import { IsoDateSchema, IsoDateTimeSchema, pagedSchema } from './common';
import { TerminStatusSchema } from './forms';
import { SchuleInArbeitsgruppenSchema } from './kennzahlen-arbeitsgruppen';
import { KREIS_KEYS } from './reference-data';
import { z } from './zod';

/*
 * `GET /api/v1/dienstposten/uebersicht` (forms, role dienstposten): what concerns a duty post's area
 * (docs/domain-model.md, "Duty posts"), in counts only: no answer names a person.
 */

/** Dates per page of the overview's date list. */
export const DIENSTPOSTEN_TERMINE_SEITE = 25;

export const DienstpostenUebersichtQuerySchema = z.object({
  von: z
    .optional(IsoDateSchema)
    .check(z.describe('dates beginning on or after this day; default the first day of the current school year')),
  bis: z.optional(IsoDateSchema).check(z.describe('… and on or before this day; default the last day of the current school year')),
  seite: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1).check(z.describe('page of the date list')),
});
export type DienstpostenUebersichtQuery = z.input<typeof DienstpostenUebersichtQuerySchema>;

const KreisSchema = z.object({ key: z.enum(KREIS_KEYS), name: z.string() });

/** The office a duty post's `dstnr` names, and the districts it covers. */
export const DienststelleSchema = z.object({
  dstnr: z.string(),
  name: z.string(),
  kreise: z.array(KreisSchema),
  landesweit: z.boolean().check(z.describe('covers every district')),
});
export type Dienststelle = z.infer<typeof DienststelleSchema>;

/** A date held in the area, with its occupancy as counts. */
export const TerminImBereichSchema = z.object({
  id: z.number().check(z.int()),
  vnr: z.string(),
  titel: z.string(),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
  ort: z.string().check(z.describe('the place and its district')),
  status: TerminStatusSchema,
  maxPlaetze: z.number().check(z.int()),
  zugelassen: z.number().check(z.int(), z.describe('seats taken')),
  warteliste: z.number().check(z.int()),
  teilgenommen: z.number().check(z.int()),
});
export type TerminImBereich = z.infer<typeof TerminImBereichSchema>;

/** A school of the area and how many of its people took part in the period (state teilgenommen). */
export const SchuleImBereichSchema = z.object({
  dstnr: z.string(),
  name: z.string(),
  schulart: z.string(),
  kreis: z.string(),
  teilnehmende: z.number().check(z.int(), z.describe('people who took part in at least one date')),
  teilnahmen: z.number().check(z.int(), z.describe('dates taken part in, counted per person')),
});
export type SchuleImBereich = z.infer<typeof SchuleImBereichSchema>;

/** An on-demand request of a school of the area that is not done: still open, or agreed for a date to come. */
export const OffeneAbrufanfrageSchema = z.object({
  referenz: z.string(),
  vnr: z.string(),
  titel: z.string(),
  schule: z.object({ dstnr: z.string(), name: z.string() }),
  wunschtermine: z.array(IsoDateSchema),
  teilnehmende: z.number().check(z.int(), z.describe('expected participants')),
  angefragtAm: IsoDateTimeSchema,
  status: z.enum(['angefragt', 'terminiert']),
  terminBeginn: z.nullable(IsoDateTimeSchema).check(z.describe('the agreed date (terminiert)')),
});
export type OffeneAbrufanfrage = z.infer<typeof OffeneAbrufanfrageSchema>;

export const DienstpostenUebersichtSchema = z.object({
  dienststelle: z
    .nullable(DienststelleSchema)
    .check(z.describe('null: the asker’s dstnr names no office of the tenant (then every list is empty)')),
  von: IsoDateSchema,
  bis: IsoDateSchema,
  termine: pagedSchema(TerminImBereichSchema).check(z.describe('dates held in the area in the period, by beginning')),
  schulen: z.array(SchuleImBereichSchema).check(z.describe('the area’s schools of the tenant, by district and name')),
  abrufanfragen: z.array(OffeneAbrufanfrageSchema).check(z.describe('oldest first')),
  arbeitsgruppen: z
    .optional(z.array(SchuleInArbeitsgruppenSchema))
    .check(z.describe('the area’s schools with members in the tenant’s workgroups, by district and name (an older service sends none)')),
});
export type DienstpostenUebersicht = z.infer<typeof DienstpostenUebersichtSchema>;
