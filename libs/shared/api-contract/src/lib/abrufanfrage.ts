import { isoDayInGermany } from '@fobu/domain';
import { IsoDateSchema, IsoDateTimeSchema } from './common';
import { TerminSchema } from './forms';
import { z } from './zod';

/** How many wish dates a school head may name, and how many people an on-demand date is for. */
export const ABRUF_WUNSCHTERMINE_MAX = 3;
export const ABRUF_TEILNEHMENDE = { min: 5, max: 200 } as const;

export const ABRUFANFRAGE_STATUS_LABELS = {
  angefragt: 'Angefragt',
  terminiert: 'Termin vereinbart',
  abgelehnt: 'Abgelehnt',
} as const;
export type AbrufanfrageStatus = keyof typeof ABRUFANFRAGE_STATUS_LABELS;

const wishDate = IsoDateSchema.check(z.refine((day) => day > isoDayInGermany(new Date()), 'Ein Wunschtermin muss in der Zukunft liegen.'));

/** `POST /api/v1/abrufanfragen`: a school head requests an on-demand offer for the school's staff. */
export const AbrufanfrageRequestSchema = z.strictObject({
  vnr: z.string().check(z.minLength(1), z.maxLength(40)),
  wunschtermine: z
    .array(z.union([wishDate, z.literal('')]).check(z.refine((day) => day !== '', 'Bitte geben Sie ein Datum an.')), {
      error: 'Bitte nennen Sie mindestens einen Wunschtermin.',
    })
    .check(
      z.minLength(1, 'Bitte nennen Sie mindestens einen Wunschtermin.'),
      z.maxLength(ABRUF_WUNSCHTERMINE_MAX, `Bitte nennen Sie höchstens ${ABRUF_WUNSCHTERMINE_MAX} Wunschtermine.`),
      z.refine((days) => new Set(days).size === days.length, 'Bitte nennen Sie jeden Wunschtermin nur einmal.'),
    ),
  teilnehmende: z
    .number({ error: 'Bitte geben Sie an, wie viele Personen etwa teilnehmen, als ganze Zahl.' })
    .check(
      z.int('Bitte geben Sie die Zahl der Teilnehmenden als ganze Zahl an.'),
      z.gte(ABRUF_TEILNEHMENDE.min, `Eine Abrufveranstaltung braucht mindestens ${ABRUF_TEILNEHMENDE.min} Teilnehmende.`),
      z.lte(
        ABRUF_TEILNEHMENDE.max,
        `Für mehr als ${ABRUF_TEILNEHMENDE.max} Teilnehmende sprechen Sie bitte direkt mit der Veranstaltungsleitung.`,
      ),
    ),
  hinweis: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Der Hinweis darf höchstens 2.000 Zeichen lang sein.')), ''),
});
export type AbrufanfrageRequest = z.input<typeof AbrufanfrageRequestSchema>;

/** A school's request as the school head follows it: what was asked and, once decided, the answer. */
export const AbrufanfrageSchema = z.object({
  id: z.number().check(z.int()),
  referenz: z.string().check(z.describe('e.g. ABR-2026-000012, to quote when asking about it')),
  vnr: z.string(),
  titel: z.string(),
  dstnr: z.string(),
  wunschtermine: z.array(IsoDateSchema),
  teilnehmende: z.number().check(z.int()),
  hinweis: z.string(),
  status: z.enum(Object.keys(ABRUFANFRAGE_STATUS_LABELS) as [AbrufanfrageStatus, ...AbrufanfrageStatus[]]),
  angefragtAm: IsoDateTimeSchema,
  /** The agreed date, once terminiert: the school's staff book it like any other date. */
  termin: z.nullable(z.object({ id: z.number().check(z.int()), beginn: IsoDateTimeSchema })),
  /** Why the request was declined, once abgelehnt. */
  begruendung: z.nullable(z.string()),
});
export type Abrufanfrage = z.infer<typeof AbrufanfrageSchema>;

/** `GET /api/v1/angebote/{vnr}/schultermine`: an on-demand offer's dates agreed for the reader's school, upcoming ones. */
export const SchulterminListSchema = z.object({ items: z.array(TerminSchema) });

/** `GET /api/v1/abrufanfragen`: the requests of the school head's school, newest first. */
export const AbrufanfrageListSchema = z.object({ items: z.array(AbrufanfrageSchema) });
