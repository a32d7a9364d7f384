import { BOOKING_STEPS } from '@fobu/domain';
import { IsoDateTimeSchema } from './common';
import { AnmeldungStatusSchema } from './forms';
import { germanText } from './german-text';
import { z } from './zod';

/*
 * A booking's history and acting for a person (docs/people-and-settings.md, "Bookings' history and
 * acting for a person"): every step with when, what, who and why, and the administration's booking
 * on a person's behalf.
 */

/** One step of a booking's history. */
export const AnmeldungsSchrittSchema = z.object({
  am: IsoDateTimeSchema,
  schritt: z.enum(BOOKING_STEPS),
  status: AnmeldungStatusSchema.check(z.describe('the booking’s state after the step')),
  termin: z
    .nullable(z.object({ id: z.number(), beginn: IsoDateTimeSchema }))
    .check(z.describe('the date the booking is of after the step')),
  akteur: z
    .nullable(z.object({ uid: z.string(), vorname: z.string(), name: z.string(), rolle: z.nullable(z.string()) }))
    .check(z.describe('who took the step in which role; null for a step of the back end itself (a move-up by the seat allocation)')),
  vonPerson: z.boolean().check(z.describe('the booking’s person took the step themself')),
  grund: z.nullable(z.string()).check(z.describe('the reason given, which the person was told')),
  nachgetragen: z.boolean().check(z.describe('taken over from the booking’s state when the history began; who acted is unknown')),
});
export type AnmeldungsSchritt = z.infer<typeof AnmeldungsSchrittSchema>;

/** `GET /api/v1/anmeldungen/{id}/verlauf`: the steps, oldest first. */
export const AnmeldungsVerlaufSchema = z.object({ anmeldungId: z.number(), items: z.array(AnmeldungsSchrittSchema) });
export type AnmeldungsVerlauf = z.infer<typeof AnmeldungsVerlaufSchema>;

/** The reason staff give when they act for a person (cancel, remove, move, book); the person reads it in their notification. */
export const BEGRUENDUNG_FEHLT = 'Bitte geben Sie eine Begründung an; die Person erhält sie mit der Benachrichtigung.';
const GRUND_MAX = 500;
const GRUND_TOO_LONG = 'Die Begründung darf höchstens 500 Zeichen lang sein.';

/**
 * `POST /api/v1/anmeldungen/fuer-person`: the administration books a date for a person of its
 * tenant, with the same seats, waiting list and approval as the person's own booking.
 */
export const AnmeldungFuerPersonRequestSchema = z.strictObject({
  uid: z
    .string({ error: 'Bitte wählen Sie die Person.' })
    .check(z.trim(), z.minLength(1, 'Bitte wählen Sie die Person.'), z.maxLength(100)),
  terminId: z.number({ error: 'Bitte wählen Sie den Termin.' }).check(z.int(), z.positive()),
  grund: germanText(BEGRUENDUNG_FEHLT, GRUND_MAX, GRUND_TOO_LONG),
});
export type AnmeldungFuerPersonRequest = z.infer<typeof AnmeldungFuerPersonRequestSchema>;
