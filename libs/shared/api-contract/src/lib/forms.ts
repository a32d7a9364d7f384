import { z } from 'zod';
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
  naechsterTermin: IsoDateTimeSchema.nullable(),
  veroeffentlichtAm: IsoDateTimeSchema.nullable().describe('unset while a draft or under review'),
});
export type AngebotSummary = z.infer<typeof AngebotSummarySchema>;

export const SitzungSchema = z.object({ beginn: IsoDateTimeSchema, ende: IsoDateTimeSchema });

/** A date (Termin) of an offer. */
export const TerminSchema = z.object({
  id: z.number().int(),
  vnr: z.string(),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
  sitzungen: z.array(SitzungSchema),
  ort: z.object({ name: z.string(), adresse: z.string(), raum: z.string().nullable(), kreis: KreisKeySchema }).nullable(),
  onlineLink: z.string().nullable(),
  minPlaetze: z.number().int(),
  maxPlaetze: z.number().int(),
  freiePlaetze: z.number().int(),
  wartelistePlaetze: z.number().int(),
  warteliste: z.number().int().describe('people on the waiting list'),
  anmeldebeginn: IsoDateTimeSchema,
  anmeldeschluss: IsoDateTimeSchema,
  stornofrist: IsoDateTimeSchema,
  genehmigungErforderlich: z.boolean(),
  status: TerminStatusSchema,
  schuleDstnr: z.string().nullable().describe('set for the closed date of an on-demand offer'),
});
export type Termin = z.infer<typeof TerminSchema>;

/** A date as the date search lists it: with the offer's title and type. */
export const TerminSearchItemSchema = TerminSchema.extend({
  titel: z.string(),
  vtyp: VtypSchema,
  format: FormatSchema,
  mandant: TenantSchema,
});
export type TerminSearchItem = z.infer<typeof TerminSearchItemSchema>;

export const AngebotDetailSchema = AngebotSummarySchema.extend({
  beschreibung: z.string(),
  ziele: z.string(),
  hinweise: z.string(),
  zielgruppen: z.array(z.string()),
  veranstaltungsleitung: z.array(PersonRefSchema),
  referenten: z.array(z.string()),
  kontakt: z.string(),
  anhaenge: z.array(z.object({ name: z.string(), url: z.string() })),
  plattformLink: z.string().nullable().describe('SLK only; shown once enrolled'),
  selbstabschluss: z
    .boolean()
    .describe('SLK: participants mark the course finished themselves; otherwise the learning platform reports it'),
  termine: z.array(TerminSchema),
});
export type AngebotDetail = z.infer<typeof AngebotDetailSchema>;

/** `GET /api/v1/angebote`: search offers. */
export const AngebotSearchQuerySchema = PagingQuerySchema.extend({
  mandant: TenantSchema,
  vtyp: VtypSchema.optional(),
  q: SearchTextSchema.optional(),
  schulart: SchulartSchema.optional(),
  fach: z.string().max(80).optional(),
  zielgruppe: BookingRoleSchema.optional().describe('a booking role the offer is meant for'),
  kennzeichen: z.string().max(20).optional(),
  format: FormatSchema.optional(),
  status: AngebotStatusSchema.optional().describe('organisers only; the public sees veroeffentlicht'),
  archiv: z.enum(['0', '1']).optional().describe('1: past offers (archivsuche)'),
  sort: z.enum(ANGEBOT_SORTS).default('beginn'),
});
export type AngebotSearchQuery = z.infer<typeof AngebotSearchQuerySchema>;

/** `GET /api/v1/termine`: search dates. */
export const TerminSearchQuerySchema = PagingQuerySchema.extend({
  mandant: TenantSchema,
  vtyp: z.enum(['TERMIN', 'ABRUF']).optional(),
  vnr: z.string().max(40).optional(),
  q: SearchTextSchema.optional(),
  kreis: csvListSchema(KreisKeySchema).optional(),
  schulart: SchulartSchema.optional(),
  fach: z.string().max(80).optional(),
  zielgruppe: BookingRoleSchema.optional().describe('a booking role the offer is meant for'),
  kennzeichen: z.string().max(20).optional(),
  format: FormatSchema.optional(),
  von: IsoDateSchema.optional(),
  bis: IsoDateSchema.optional(),
  nurFreie: z.enum(['0', '1']).optional(),
  sort: z.enum(TERMIN_SORTS).default('beginn'),
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
  id: z.number().int(),
  vnr: z.string(),
  terminId: z.number().int().nullable(),
  titel: z.string(),
  vtyp: VtypSchema,
  beginn: IsoDateTimeSchema.nullable(),
  stornofrist: IsoDateTimeSchema.nullable(),
  status: AnmeldungStatusSchema,
  wartelistePosition: z.number().int().nullable(),
  plattformLink: z.string().nullable(),
  selbstabschluss: z.boolean().describe('SLK: the participant may mark the course finished'),
  angemeldetAm: IsoDateTimeSchema,
  geaendertAm: IsoDateTimeSchema,
});
export type Anmeldung = z.infer<typeof AnmeldungSchema>;

/** `POST /api/v1/anmeldungen`: a date for TERMIN/ABRUF, the vnr for a self-learning course. */
const BemerkungSchema = z.string().trim().max(1000, 'Die Bemerkung darf höchstens 1.000 Zeichen lang sein.').optional();
export const AnmeldungRequestSchema = z.union([
  z.object({ terminId: z.number().int().positive(), bemerkung: BemerkungSchema }).strict(),
  z.object({ vnr: z.string().min(1).max(40), bemerkung: BemerkungSchema }).strict(),
]);

/**
 * `Idempotency-Key` of `POST /api/v1/anmeldungen`: a client's retry of the same booking (a double
 * click, a lost answer) gets the booking made the first time instead of a second one or an error.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Der Idempotency-Key muss 8 bis 100 Buchstaben, Ziffern, - oder _ haben.');
export type AnmeldungRequest = z.infer<typeof AnmeldungRequestSchema>;

export const AnmeldungListSchema = z.object({ items: z.array(AnmeldungSchema) });

/** A school head's decision; a refusal says why, and the teacher is told. */
export const GenehmigungRequestSchema = z
  .object({
    entscheidung: z.enum(['genehmigt', 'abgelehnt']),
    begruendung: z.string().trim().max(500, 'Die Begründung darf höchstens 500 Zeichen lang sein.').optional(),
  })
  .strict()
  .refine((decision) => decision.entscheidung === 'genehmigt' || (decision.begruendung ?? '').length >= 3, {
    path: ['begruendung'],
    message: 'Bitte begründen Sie die Ablehnung.',
  });
export type GenehmigungRequest = z.infer<typeof GenehmigungRequestSchema>;
