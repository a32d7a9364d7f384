import { IsoDateSchema } from './common';
import { ArbeitsgruppenKennzahlenSchema } from './kennzahlen-arbeitsgruppen';
import { KreisKeySchema, SchulartSchema, VtypSchema } from './forms';
import { z } from './zod';

/*
 * `GET /api/v1/kennzahlen`: controlling's figures (screen ctdashboard, docs/controlling.md), counted
 * by the database for the asker's tenant. Counts only: no figure names or identifies a person; an
 * offer is named by its number and title.
 */

/** The longest period asked at once, in days (ten years: the month series stay short). */
export const KENNZAHLEN_MAX_TAGE = 3660;
/** How many offers the utilisation by offer lists in the answer (the biggest by places); the .xlsx holds all. */
export const KENNZAHLEN_ANGEBOTE_LIMIT = 15;

const dayDiff = (von: string, bis: string) => (Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000;

/** The filters of every figure: the period (days in German time, both included), a district, an offer type. */
export const KennzahlenQuerySchema = z
  .object({
    von: IsoDateSchema.check(z.describe('first day of the period (Europe/Berlin)')),
    bis: IsoDateSchema.check(z.describe('last day of the period, included')),
    kreis: z
      .optional(KreisKeySchema)
      .check(
        z.describe(
          'only dates held in this district (requests: schools in it); without: the whole tenant, online dates and courses included',
        ),
      ),
    vtyp: z.optional(VtypSchema).check(z.describe('only offers of this type')),
  })
  .check(
    z.refine((query) => query.von <= query.bis, { path: ['bis'], message: 'Das Ende des Zeitraums liegt vor seinem Beginn.' }),
    z.refine((query) => dayDiff(query.von, query.bis) <= KENNZAHLEN_MAX_TAGE, {
      path: ['bis'],
      message: 'Der Zeitraum darf höchstens zehn Jahre umfassen.',
    }),
  );
export type KennzahlenQuery = z.infer<typeof KennzahlenQuerySchema>;

const Anzahl = z.number().check(z.int(), z.gte(0));
/** A month as `YYYY-MM`, in German time. */
const MonatSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/));
/** A share from 0 to 1; null where there is nothing to divide by. */
const QuoteSchema = z.nullable(z.number().check(z.gte(0)));

/** Places of the dates held and how many of them were taken (admitted, attended, absent, excused). */
export const AuslastungSchema = z.object({
  termine: Anzahl,
  plaetze: Anzahl,
  belegt: Anzahl,
  quote: QuoteSchema.check(z.describe('belegt / plaetze')),
});
export type Auslastung = z.infer<typeof AuslastungSchema>;

export const KennzahlenSchema = z.object({
  anmeldungenJeMonat: z
    .array(z.object({ monat: MonatSchema, anmeldungen: Anzahl, storniert: Anzahl, abgesagt: Anzahl }))
    .check(
      z.describe(
        'per month of the period (every month, also without bookings): the bookings of the dates beginning in it (cancelled dates too) and the course enrolments made in it, and how many of them are now cancelled',
      ),
    ),
  auslastung: z
    .object({
      gesamt: AuslastungSchema,
      jeAngebot: z.object({
        anzahl: Anzahl.check(z.describe('offers with dates in the period')),
        items: z.array(z.extend(AuslastungSchema, { vnr: z.string(), titel: z.string() })),
      }),
      jeFach: z.array(z.extend(AuslastungSchema, { fach: z.nullable(z.string()) })),
      jeKreis: z.array(z.extend(AuslastungSchema, { kreis: z.nullable(KreisKeySchema).check(z.describe('null: online, no place')) })),
      jeSchulart: z.array(z.extend(AuslastungSchema, { schulart: z.nullable(SchulartSchema) })),
    })
    .check(
      z.describe(
        'dates beginning in the period and not cancelled; an offer with several subjects or school types counts under each; jeAngebot the biggest by places',
      ),
    ),
  teilnahme: z
    .array(
      z.object({
        monat: MonatSchema,
        teilgenommen: Anzahl,
        entschuldigt: Anzahl,
        nichtErschienen: Anzahl,
        offen: Anzahl.check(z.describe('admitted, the date over, attendance not recorded')),
        nichtErschienenQuote: QuoteSchema.check(z.describe('nichtErschienen / (teilgenommen + entschuldigt + nichtErschienen)')),
      }),
    )
    .check(z.describe('ended dates of the period by the month they began in')),
  stornierungen: z
    .array(z.object({ vtyp: VtypSchema, anmeldungen: Anzahl, storniert: Anzahl, abgesagt: Anzahl, quote: QuoteSchema }))
    .check(
      z.describe('the bookings of anmeldungenJeMonat by offer type: cancelled by the participant (storniert) or the organiser (abgesagt)'),
    ),
  wartelisten: z
    .array(z.object({ monat: MonatSchema, warteliste: Anzahl, nachgerueckt: Anzahl, nichtZugelassen: Anzahl }))
    .check(z.describe('dates of the period by month: still waiting, moved up to a seat, and refused')),
  abrufanfragen: z
    .array(z.object({ kreis: KreisKeySchema, angefragt: Anzahl, terminiert: Anzahl, abgelehnt: Anzahl }))
    .check(z.describe('on-demand requests made in the period, by the district of the requesting school')),
  arbeitsgruppen: z
    .optional(ArbeitsgruppenKennzahlenSchema)
    .check(z.describe('the workgroups: their states, meetings and member-hours (the offer type does not apply: a group is no offer)')),
});
export type Kennzahlen = z.infer<typeof KennzahlenSchema>;

/** The figures that download as a workbook, each `GET /api/v1/kennzahlen/{kennzahl}.xlsx`. */
export const KENNZAHL_DATEIEN = [
  'anmeldungen',
  'auslastung-angebote',
  'auslastung-faecher',
  'auslastung-kreise',
  'auslastung-schularten',
  'teilnahme',
  'stornierungen',
  'wartelisten',
  'abrufanfragen',
  'arbeitsgruppen',
  'arbeitsgruppen-treffen',
  'arbeitsgruppen-kreise',
  'arbeitsgruppen-faecher',
] as const;
export type KennzahlDatei = (typeof KENNZAHL_DATEIEN)[number];
export const KennzahlDateiSchema = z.enum(KENNZAHL_DATEIEN);
