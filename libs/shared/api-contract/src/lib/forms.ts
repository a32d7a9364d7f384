import {
  BookingRoleSchema,
  csvListSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  pagedSchema,
  PagingQuerySchema,
  SearchTextSchema,
  TenantSchema,
} from './common';
import { BOOKING_STATES, OFFER_STATES } from '@fobu/domain';
import { FORMATE, KREIS_KEYS, SCHULARTEN, TERMIN_STATUS, VTYPEN } from './reference-data';
import { ANGEBOT_SORTS, TERMIN_SORTS } from './search-sorts';
import { z } from './zod';

export const VtypSchema = z.enum(VTYPEN);
export const FormatSchema = z.enum(FORMATE);
export const KreisKeySchema = z.enum(KREIS_KEYS);
export const SchulartSchema = z.enum(SCHULARTEN);
/** Offer states and who may move an offer between them: `@fobu/domain` (offer-lifecycle.ts). */
export const AngebotStatusSchema = z.enum(OFFER_STATES);
export const TerminStatusSchema = z.enum(TERMIN_STATUS);
/** Booking states; what each allows is in `@fobu/domain` (booking-states.ts). */
export const AnmeldungStatusSchema = z.enum(BOOKING_STATES);
export type AnmeldungStatus = z.infer<typeof AnmeldungStatusSchema>;

export const PersonRefSchema = z.object({ uid: z.string(), name: z.string() });

/** An offer as a search lists it. */
export const AngebotSummarySchema = z.object({
  vnr: z.string(),
  mandant: TenantSchema,
  vtyp: VtypSchema,
  titel: z.string(),
  format: FormatSchema,
  umfangStunden: z.number(),
  gebuehr: z.number(),
  status: AngebotStatusSchema,
  schularten: z.array(SchulartSchema),
  faecher: z.array(z.string()),
  kennzeichen: z.array(z.string()),
  naechsterTermin: z.nullable(IsoDateTimeSchema),
  veroeffentlichtAm: z.nullable(IsoDateTimeSchema).check(z.describe('unset while a draft or under review')),
});
export type AngebotSummary = z.infer<typeof AngebotSummarySchema>;

export const SitzungSchema = z.object({ beginn: IsoDateTimeSchema, ende: IsoDateTimeSchema });

/** A date (Termin) of an offer. */
export const TerminSchema = z.object({
  id: z.number().check(z.int()),
  vnr: z.string(),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
  sitzungen: z.array(SitzungSchema),
  ort: z.nullable(z.object({ name: z.string(), adresse: z.string(), raum: z.nullable(z.string()), kreis: KreisKeySchema })),
  onlineLink: z.nullable(z.string()),
  minPlaetze: z.number().check(z.int()),
  maxPlaetze: z.number().check(z.int()),
  freiePlaetze: z.number().check(z.int()),
  wartelistePlaetze: z.number().check(z.int()),
  warteliste: z.number().check(z.int(), z.describe('people on the waiting list')),
  anmeldebeginn: IsoDateTimeSchema,
  anmeldeschluss: IsoDateTimeSchema,
  stornofrist: IsoDateTimeSchema,
  genehmigungErforderlich: z.boolean(),
  status: TerminStatusSchema,
  schuleDstnr: z.nullable(z.string()).check(z.describe('set for the closed date of an on-demand offer')),
});
export type Termin = z.infer<typeof TerminSchema>;

/** A date as the date search lists it: with the offer's title and type. */
export const TerminSearchItemSchema = z.extend(TerminSchema, {
  titel: z.string(),
  vtyp: VtypSchema,
  format: FormatSchema,
  mandant: TenantSchema,
});
export type TerminSearchItem = z.infer<typeof TerminSearchItemSchema>;

export const AngebotDetailSchema = z.extend(AngebotSummarySchema, {
  beschreibung: z.string(),
  ziele: z.string(),
  hinweise: z.string(),
  zielgruppen: z.array(z.string()),
  veranstaltungsleitung: z.array(PersonRefSchema),
  referenten: z.array(z.string()),
  kontakt: z.string(),
  anhaenge: z.array(z.object({ name: z.string(), url: z.string() })),
  plattformLink: z.nullable(z.string()).check(z.describe('SLK only; shown once enrolled')),
  selbstabschluss: z
    .boolean()
    .check(z.describe('SLK: participants mark the course finished themselves; otherwise the learning platform reports it')),
  termine: z.array(TerminSchema),
});
export type AngebotDetail = z.infer<typeof AngebotDetailSchema>;

/** `GET /api/v1/angebote`: search offers. */
export const AngebotSearchQuerySchema = z.extend(PagingQuerySchema, {
  mandant: TenantSchema,
  vtyp: z.optional(VtypSchema),
  q: z.optional(SearchTextSchema),
  schulart: z.optional(SchulartSchema),
  fach: z.optional(z.string().check(z.maxLength(80))),
  zielgruppe: z.optional(BookingRoleSchema).check(z.describe('a booking role the offer is meant for')),
  kennzeichen: z.optional(z.string().check(z.maxLength(20))),
  format: z.optional(FormatSchema),
  status: z.optional(AngebotStatusSchema).check(z.describe('organisers only; the public sees veroeffentlicht')),
  archiv: z.optional(z.enum(['0', '1'])).check(z.describe('1: past offers (archivsuche)')),
  sort: z._default(z.enum(ANGEBOT_SORTS), 'beginn'),
});
export type AngebotSearchQuery = z.infer<typeof AngebotSearchQuerySchema>;

/** `GET /api/v1/termine`: search dates. */
export const TerminSearchQuerySchema = z.extend(PagingQuerySchema, {
  mandant: TenantSchema,
  vtyp: z.optional(z.enum(['TERMIN', 'ABRUF'])),
  vnr: z.optional(z.string().check(z.maxLength(40))),
  q: z.optional(SearchTextSchema),
  kreis: z.optional(csvListSchema(KreisKeySchema)),
  schulart: z.optional(SchulartSchema),
  fach: z.optional(z.string().check(z.maxLength(80))),
  zielgruppe: z.optional(BookingRoleSchema).check(z.describe('a booking role the offer is meant for')),
  kennzeichen: z.optional(z.string().check(z.maxLength(20))),
  format: z.optional(FormatSchema),
  von: z.optional(IsoDateSchema),
  bis: z.optional(IsoDateSchema),
  nurFreie: z.optional(z.enum(['0', '1'])),
  sort: z._default(z.enum(TERMIN_SORTS), 'beginn'),
});
export type TerminSearchQuery = z.infer<typeof TerminSearchQuerySchema>;

export const AngebotPageSchema = pagedSchema(AngebotSummarySchema);

/** `GET /api/v1/filterwerte`: the subjects and programme codes that published offers of a tenant use. */
export const FilterwerteQuerySchema = z.object({ mandant: TenantSchema });
export const FilterwerteSchema = z.object({ faecher: z.array(z.string()), kennzeichen: z.array(z.string()) });
export type Filterwerte = z.infer<typeof FilterwerteSchema>;
export const TerminPageSchema = pagedSchema(TerminSearchItemSchema);

/** A booking as its participant sees it. */
export const AnmeldungSchema = z.object({
  id: z.number().check(z.int()),
  vnr: z.string(),
  terminId: z.nullable(z.number().check(z.int())),
  titel: z.string(),
  vtyp: VtypSchema,
  beginn: z.nullable(IsoDateTimeSchema),
  stornofrist: z.nullable(IsoDateTimeSchema),
  status: AnmeldungStatusSchema,
  wartelistePosition: z.nullable(z.number().check(z.int())),
  plattformLink: z.nullable(z.string()),
  selbstabschluss: z.boolean().check(z.describe('SLK: the participant may mark the course finished')),
  angemeldetAm: IsoDateTimeSchema,
  geaendertAm: IsoDateTimeSchema,
  bestaetigungHinweis: z.optional(
    z.string().check(z.describe('attended, but below the tenant’s rule for a confirmation of attendance: why there is none, in German')),
  ),
});
export type Anmeldung = z.infer<typeof AnmeldungSchema>;

/** `POST /api/v1/anmeldungen`: a date for TERMIN/ABRUF, the vnr for a self-learning course. */
const BemerkungSchema = z.optional(z.string().check(z.trim(), z.maxLength(1000, 'Die Bemerkung darf höchstens 1.000 Zeichen lang sein.')));
export const AnmeldungRequestSchema = z.union([
  z.strictObject({ terminId: z.number().check(z.int(), z.positive()), bemerkung: BemerkungSchema }),
  z.strictObject({ vnr: z.string().check(z.minLength(1), z.maxLength(40)), bemerkung: BemerkungSchema }),
]);

/**
 * `Idempotency-Key` of `POST /api/v1/anmeldungen`: a client's retry of the same booking (a double
 * click, a lost answer) gets the booking made the first time instead of a second one or an error.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Der Idempotency-Key muss 8 bis 100 Buchstaben, Ziffern, - oder _ haben.'));
export type AnmeldungRequest = z.infer<typeof AnmeldungRequestSchema>;

export const AnmeldungListSchema = z.object({ items: z.array(AnmeldungSchema) });

/** A school head's decision; a refusal says why, and the teacher is told. */
export const GenehmigungRequestSchema = z
  .strictObject({
    entscheidung: z.enum(['genehmigt', 'abgelehnt']),
    begruendung: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Die Begründung darf höchstens 500 Zeichen lang sein.'))),
  })
  .check(
    z.refine((decision) => decision.entscheidung === 'genehmigt' || (decision.begruendung ?? '').length >= 3, {
      path: ['begruendung'],
      message: 'Bitte begründen Sie die Ablehnung.',
    }),
  );
export type GenehmigungRequest = z.infer<typeof GenehmigungRequestSchema>;
