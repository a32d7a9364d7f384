import { REVISION_STATES } from '@fobu/domain';
import { csvListSchema, IsoDateSchema, IsoDateTimeSchema, pagedSchema, PagingQuerySchema } from './common';
import {
  AngebotSearchQuerySchema,
  AngebotStatusSchema,
  FormatSchema,
  KreisKeySchema,
  PersonRefSchema,
  TerminSearchItemSchema,
  TerminSearchQuerySchema,
  TerminStatusSchema,
  VtypSchema,
} from './forms';
import { DATE_TASKS, OFFER_TASKS, TERMIN_SORTS, VERANSTALTUNGSSUCHE_SORTS } from './search-sorts';
import { z } from './zod';

/*
 * The staff's searches over every state (screens veranstaltungssuche and veranstaltungsterminsuche,
 * docs/offers.md). What each person sees is `canSeeOffer` of `@fobu/domain`; the tenant is the asker's.
 */

/** The catalogue's filters, as the public searches have them. */
const catalogueFilters = z.pick(AngebotSearchQuerySchema, {
  vtyp: true,
  q: true,
  schulart: true,
  fach: true,
  zielgruppe: true,
  kennzeichen: true,
  format: true,
}).shape;

/** What both staff searches filter by besides the catalogue's filters. */
const staffFilters = {
  status: z
    .optional(csvListSchema(AngebotStatusSchema))
    .check(
      z.describe(
        'offer states, comma-separated (any of them); absent: every state but archiviert, which only the roles with the archive search may ask for (403 otherwise)',
      ),
    ),
  meine: z.optional(z.enum(['0', '1'])).check(z.describe('1: only the offers the asker leads (Veranstaltungsleitung)')),
  von: z.optional(IsoDateSchema).check(z.describe('offers (dates) with a date beginning on or after this day')),
  bis: z.optional(IsoDateSchema).check(z.describe('… and on or before this day')),
  kreis: z
    .optional(csvListSchema(KreisKeySchema))
    .check(z.describe('districts, comma-separated: a date in one of them (with von/bis: the same date)')),
};

/** `GET /api/v1/veranstaltungssuche`: the staff's offer search. */
export const VeranstaltungssucheQuerySchema = z.extend(PagingQuerySchema, {
  ...catalogueFilters,
  ...staffFilters,
  aufgabe: z
    .optional(z.enum(OFFER_TASKS))
    .check(
      z.describe(
        'the dashboards’ lists: pruefung, offers waiting for quality control, or whose revision waits (the review queue); zurueckgegeben, those it sent back, or whose revision it sent back',
      ),
    ),
  sort: z._default(z.enum(VERANSTALTUNGSSUCHE_SORTS), '-geaendert'),
});
export type VeranstaltungssucheQuery = z.infer<typeof VeranstaltungssucheQuerySchema>;

/** An offer as a row of the staff's table. */
export const VeranstaltungssucheTrefferSchema = z.object({
  vnr: z.string(),
  vtyp: VtypSchema,
  titel: z.string().check(z.describe('the published (or only) content’s title')),
  format: FormatSchema,
  status: AngebotStatusSchema,
  ueberarbeitung: z
    .nullable(z.enum(REVISION_STATES))
    .check(z.describe('a published offer being changed: its revision’s state, for those who may see the work on it')),
  leitung: PersonRefSchema,
  naechsterTermin: z.nullable(IsoDateTimeSchema),
  anzahlTermine: z.number().check(z.int(), z.gte(0)),
  geaendertAm: z.nullable(IsoDateTimeSchema),
  letzterTermin: z._default(z.nullable(IsoDateTimeSchema), null).check(z.describe('the beginning of the offer’s last date')),
  archiviertAm: z._default(z.nullable(IsoDateTimeSchema), null).check(z.describe('when an archived offer went into the archive')),
});
export type VeranstaltungssucheTreffer = z.infer<typeof VeranstaltungssucheTrefferSchema>;
export const VeranstaltungssuchePageSchema = pagedSchema(VeranstaltungssucheTrefferSchema);

/** `GET /api/v1/veranstaltungsterminsuche`: the staff's date search; without `von` the dates from now on. */
export const VeranstaltungsterminsucheQuerySchema = z.extend(PagingQuerySchema, {
  ...catalogueFilters,
  ...staffFilters,
  vnr: TerminSearchQuerySchema.shape.vnr,
  terminStatus: z.optional(csvListSchema(TerminStatusSchema)).check(z.describe('date states, comma-separated')),
  aufgabe: z
    .optional(z.enum(DATE_TASKS))
    .check(
      z.describe(
        'the dashboard’s lists: mindestzahl, dates not cancelled with fewer admitted than their minimum while booking is still possible; anwesenheit, ended dates not cancelled with admitted people whose attendance is not recorded (without von: past dates too); warteliste, dates to come with a long waiting list (VERWALTUNGSUEBERSICHT_LIMITS.langeWarteliste people or more)',
      ),
    ),
  sort: z._default(z.enum(TERMIN_SORTS), 'beginn'),
});
export type VeranstaltungsterminsucheQuery = z.infer<typeof VeranstaltungsterminsucheQuerySchema>;

/** A date as the staff's lists show it: with its offer's state, its organiser and the seats taken. */
export const TerminBelegungSchema = z.extend(TerminSearchItemSchema, {
  angebotStatus: AngebotStatusSchema,
  zugelassen: z
    .number()
    .check(z.int(), z.describe('people admitted (seats taken); with maxPlaetze, minPlaetze and warteliste the occupancy')),
  leitung: PersonRefSchema,
});
export type TerminBelegung = z.infer<typeof TerminBelegungSchema>;
export const VeranstaltungsterminsuchePageSchema = pagedSchema(TerminBelegungSchema);
