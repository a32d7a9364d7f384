import { IsoDateSchema, IsoDateTimeSchema } from './common';
import { z } from './zod';

/*
 * The person's Fortbildungskonto (docs/proof-of-training.md): every training they took part in,
 * with the hours actually attended, and the accounts their tenant defines, each with its progress
 * (counted by training-accounts.ts in @fobu/domain).
 */

/** What an entry is: a booked training (a date or a self-learning course), a workgroup's meeting, or recognised outside training. */
export const FORTBILDUNGSEINTRAG_ARTEN = ['fortbildung', 'treffen', 'anerkennung'] as const;
export type FortbildungseintragArt = (typeof FORTBILDUNGSEINTRAG_ARTEN)[number];

/** One training the person took part in. */
export const FortbildungseintragSchema = z.object({
  art: z.enum(FORTBILDUNGSEINTRAG_ARTEN),
  /** The booking's id, or the recognition request's. */
  id: z.number(),
  titel: z.string(),
  /** The offer's number; null for recognised outside training. */
  vnr: z.nullable(z.string()),
  /** The date's first and last session; null for a self-learning course and outside training. */
  beginn: z.nullable(IsoDateTimeSchema),
  ende: z.nullable(IsoDateTimeSchema),
  /** The day it counts on (its last day, or the day of the outside training): the accounts' windows go by it. */
  datum: IsoDateSchema,
  /** Hours actually attended (recognised hours for outside training). */
  stunden: z.number(),
  /** The date's hours; null for outside training. */
  stundenGesamt: z.nullable(z.number()),
  /** Sessions attended of how many; null where nothing is counted by session. */
  sitzungen: z.nullable(z.object({ teilgenommen: z.number(), gesamt: z.number() })),
  /** IQSH, SHIBB, or the outside provider's name. */
  anbieter: z.string(),
  /** Programme codes of the offer (e.g. QLA); none for outside training. */
  kennzeichen: z.array(z.string()),
});
export type Fortbildungseintrag = z.infer<typeof FortbildungseintragSchema>;

/** One account the tenant defines, with the person's progress in it today. */
export const FortbildungskontoKontoSchema = z.object({
  code: z.string(),
  titel: z.string(),
  /** The programme code that counts; null: every training. */
  kennzeichen: z.nullable(z.string()),
  /** The window in months back from today; null: all time. */
  fensterMonate: z.nullable(z.number()),
  zielStunden: z.number(),
  /** The window's first day today; null for all time. */
  ab: z.nullable(IsoDateSchema),
  stunden: z.number(),
  fehlend: z.number(),
  erreicht: z.boolean(),
  /** Which entries count (their index in `eintraege`). */
  eintraege: z.array(z.number()),
  /** The hours that drop out of the window next, and the last day they count. */
  naechsterWegfall: z.nullable(z.object({ zaehltBis: IsoDateSchema, stunden: z.number(), eintraege: z.array(z.number()) })),
});
export type FortbildungskontoKonto = z.infer<typeof FortbildungskontoKontoSchema>;

/** `GET /api/v1/fortbildungskonto`: the signed-in person's record in their tenant, newest first. */
export const FortbildungskontoSchema = z.object({
  /** Today in Schleswig-Holstein, the day the accounts are counted on. */
  stichtag: IsoDateSchema,
  konten: z.array(FortbildungskontoKontoSchema),
  eintraege: z.array(FortbildungseintragSchema),
});
export type Fortbildungskonto = z.infer<typeof FortbildungskontoSchema>;

/** `GET /api/v1/fortbildungskonto.pdf` and `.xlsx`: the entries of this period (days inclusive; without them all). */
export const FortbildungskontoZeitraumSchema = z.object({
  von: z.optional(IsoDateSchema.check(z.describe('entries on or after this day'))),
  bis: z.optional(IsoDateSchema.check(z.describe('entries on or before this day'))),
});
export type FortbildungskontoZeitraum = z.infer<typeof FortbildungskontoZeitraumSchema>;
