import { IsoDateTimeSchema, TenantSchema } from './common';
import { emailAddress } from './email';
import { germanText } from './german-text';
import { z } from './zod';

/** The topics a support request can be about, with the label the form shows. */
export const KONTAKT_THEMEN = {
  anmeldung: 'Anmeldung im Portal',
  buchung: 'Buchung einer Fortbildung',
  warteliste: 'Warteliste',
  stornierung: 'Abmeldung und Stornierung',
  bescheinigung: 'Teilnahmebestätigung',
  app: 'Installierte App',
  barrierefreiheit: 'Barrierefreiheit',
  sonstiges: 'Sonstiges',
} as const;
export type KontaktThema = keyof typeof KONTAKT_THEMEN;

/** A message to the support team, from the support page's contact form. */
export const KontaktRequestSchema = z.strictObject({
  art: z.literal('kontakt'),
  mandant: TenantSchema,
  name: germanText('Bitte geben Sie Ihren Namen an.', 200, 'Der Name darf höchstens 200 Zeichen lang sein.'),
  email: emailAddress('Bitte geben Sie Ihre E-Mail-Adresse an.'),
  thema: z.enum(Object.keys(KONTAKT_THEMEN) as [KontaktThema, ...KontaktThema[]], { error: 'Bitte wählen Sie ein Thema.' }),
  nachricht: germanText('Bitte schreiben Sie Ihr Anliegen.', 5000, 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.').check(
    z.minLength(10, 'Bitte beschreiben Sie Ihr Anliegen in mindestens 10 Zeichen.'),
  ),
  vnr: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(20, { error: 'Die Veranstaltungsnummer hat höchstens 20 Zeichen.', abort: true }),
        z.regex(/^[A-Za-z0-9-]{2,20}$/, 'Die Veranstaltungsnummer besteht aus Buchstaben und Ziffern, z. B. IQ240001.'),
      ),
  ),
  einwilligung: z.literal(true, { error: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.' }),
});

/** Feedback on the portal itself, from the feedback page reached from every footer. */
export const FeedbackRequestSchema = z.strictObject({
  art: z.literal('feedback'),
  mandant: TenantSchema,
  seite: germanText('Bitte nennen Sie die Seite, um die es geht.', 300, 'Die Angabe zur Seite darf höchstens 300 Zeichen lang sein.'),
  nachricht: germanText(
    'Bitte beschreiben Sie, was nicht funktioniert oder was fehlt.',
    5000,
    'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
  ),
  email: z.optional(emailAddress('Bitte geben Sie Ihre E-Mail-Adresse an.')),
});

/** Both kinds go to the same endpoint; `art` tells them apart. */
export const KontaktanfrageSchema = z.discriminatedUnion('art', [KontaktRequestSchema, FeedbackRequestSchema], {
  error: 'Bitte geben Sie an, ob es sich um eine Kontaktanfrage oder um Feedback handelt.',
});
export type KontaktRequest = z.input<typeof KontaktRequestSchema>;
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;
export type Kontaktanfrage = z.input<typeof KontaktanfrageSchema>;

/** The receipt: a reference number the person can quote when they get in touch again. */
export const KontaktanfrageAntwortSchema = z.object({
  referenz: z.string().check(z.describe('e.g. SUP-2026-000042 or FB-2026-000007')),
  eingegangenAm: IsoDateTimeSchema,
});
export type KontaktanfrageAntwort = z.infer<typeof KontaktanfrageAntwortSchema>;
