import { REMINDER_CHOICES } from '@fobu/domain';
import { IsoDateTimeSchema } from './common';
import { z } from './zod';

/**
 * The kinds of notification a user can switch on and off. `pruefung`: an offer waits for quality
 * control's review (to quality control); `pruefergebnis`: quality control approved or sent back an
 * offer (to its organiser and whoever submitted it); `arbeitsgruppe`: a workgroup's meeting planned,
 * changed or cancelled, or a message to its members (docs/workgroups.md); `anerkennung`: verwaltung
 * decided on a request to recognise outside training; `bewertung`: a date one attended asks for an
 * evaluation (docs/proof-of-training.md).
 */
export const BENACHRICHTIGUNGSARTEN = [
  'anmeldestatus',
  'erinnerung',
  'genehmigung',
  'nachricht',
  'pruefung',
  'pruefergebnis',
  'arbeitsgruppe',
  'anerkennung',
  'bewertung',
] as const;
export type Benachrichtigungsart = (typeof BENACHRICHTIGUNGSARTEN)[number];
export const BenachrichtigungsartSchema = z.enum(BENACHRICHTIGUNGSARTEN);

export const BenachrichtigungSchema = z.object({
  id: z.number().check(z.int()),
  titel: z.string(),
  text: z.string(),
  erstelltAm: IsoDateTimeSchema,
  gelesen: z.boolean(),
  anmeldungId: z.nullable(z.number().check(z.int())),
  art: BenachrichtigungsartSchema,
});
export const BenachrichtigungListSchema = z.object({ items: z.array(BenachrichtigungSchema), ungelesen: z.number().check(z.int()) });

/** One switch per kind of notification. */
const ARTEN_SHAPE = Object.fromEntries(BENACHRICHTIGUNGSARTEN.map((art) => [art, z.boolean()])) as Record<
  Benachrichtigungsart,
  z.ZodMiniBoolean
>;
/** How long before an admitted date reminders come: a week, a day, or both (`@fobu/domain`'s REMINDER_CHOICES). */
export const ErinnerungVorlaufSchema = z.enum(REMINDER_CHOICES);
/**
 * A user's subscription: which kinds of notification the portal writes for them, and whether
 * they are also sent by e-mail (the e-mail's unsubscribe link switches that off); when reminders
 * come (`erinnerungVorlauf`), and for the roles with a work overview whether it comes as a summary by
 * e-mail every morning (`tageszusammenfassung`; both added with issue 41: optional, so that an older
 * service's answer still parses).
 */
export const AbonnementSchema = z.object({
  email: z.boolean(),
  arten: z.object(ARTEN_SHAPE),
  erinnerungVorlauf: z.optional(ErinnerungVorlaufSchema),
  tageszusammenfassung: z.optional(z.boolean()),
});
export type Abonnement = z.infer<typeof AbonnementSchema>;
/** `PUT /api/v1/abonnement`: changes what it names, so that two switches changed at once do not undo each other. */
export const AbonnementUpdateSchema = z.strictObject({
  email: z.optional(z.boolean()),
  arten: z.optional(z.partial(z.strictObject(ARTEN_SHAPE))),
  erinnerungVorlauf: z.optional(ErinnerungVorlaufSchema),
  tageszusammenfassung: z.optional(z.boolean()),
});
export type AbonnementUpdate = z.infer<typeof AbonnementUpdateSchema>;

/**
 * The token of an e-mail's unsubscribe link (`/unsubscribe/{uid}?token=…`): `{expires}.{signature}`,
 * `expires` in Unix seconds, the signature the back end's over uid and expiry. The same token holds
 * under the controlling branch's route (`/{mandant}/controlling/unsubscribe/{uid}`).
 */
/** How long an e-mail's unsubscribe link works: long enough for an e-mail read late, short enough that an old one leaks little. */
export const UNSUBSCRIBE_LINK_VALID_DAYS = 60;

export const UNSUBSCRIBE_TOKEN_PATTERN = /^(\d{1,12})\.([\w-]{20,100})$/;

/** When an unsubscribe token stops working, or undefined if it is not one (the portal says so before asking). */
export function unsubscribeTokenExpiry(token: string): Date | undefined {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  return match ? new Date(Number(match[1]) * 1000) : undefined;
}

/** `POST /api/v1/unsubscribe/{userId}`: the link's token, in the body so that no log keeps it. */
export const UnsubscribeRequestSchema = z.strictObject({ token: z.string().check(z.maxLength(200)) });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;
/** A valid token answers this whether or not the id is known; a bad one 403 `link_ungueltig`, an expired one 403 `link_abgelaufen`. */
export const UnsubscribeResponseSchema = z.object({ abbestellt: z.literal(true) });
