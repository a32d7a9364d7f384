import { optionalGermanText } from './german-text';
import { z } from './zod';

/*
 * Needs for taking part (docs/people-and-settings.md, "Needs for taking part"): what a person needs
 * to take part in a date (accessibility, food, childcare, anything else). The person keeps them in
 * their settings; a booking carries its own copy, which only the date's staff read and which is
 * deleted with the booking's end. An empty text is no need.
 */

/** The kinds of need, in the order forms and lists show them. */
export const TEILNAHME_BEDARF_ARTEN = ['barrierefreiheit', 'ernaehrung', 'kinderbetreuung', 'sonstiges'] as const;
export type TeilnahmeBedarfArt = (typeof TEILNAHME_BEDARF_ARTEN)[number];

/** What each kind is called in forms, lists and the export. */
export const TEILNAHME_BEDARF_LABELS: Readonly<Record<TeilnahmeBedarfArt, string>> = {
  barrierefreiheit: 'Barrierefreiheit',
  ernaehrung: 'Ernährung',
  kinderbetreuung: 'Kinderbetreuung',
  sonstiges: 'Sonstiges',
};

const BEDARF_MAX = 500;
const bedarf = optionalGermanText(BEDARF_MAX, 'Ein Bedarf darf höchstens 500 Zeichen lang sein.');

/** `PUT /api/v1/teilnahme-bedarfe` and `PUT /api/v1/anmeldungen/{id}/bedarfe`: each kind a text, empty for none. */
export const TeilnahmeBedarfeEingabeSchema = z.strictObject({
  barrierefreiheit: bedarf,
  ernaehrung: bedarf,
  kinderbetreuung: bedarf,
  sonstiges: bedarf,
});
export type TeilnahmeBedarfeEingabe = z.input<typeof TeilnahmeBedarfeEingabeSchema>;

/** The needs as the services answer them: every kind, empty where there is none. */
export const TeilnahmeBedarfeSchema = z.object({
  barrierefreiheit: z.string(),
  ernaehrung: z.string(),
  kinderbetreuung: z.string(),
  sonstiges: z.string(),
});
export type TeilnahmeBedarfe = z.infer<typeof TeilnahmeBedarfeSchema>;

/** `GET /api/v1/anmeldungen/{id}/bedarfe`: a booking's needs (all empty where none were given or they were deleted). */
export const AnmeldungBedarfeSchema = z.extend(TeilnahmeBedarfeSchema, { anmeldungId: z.number().check(z.int()) });
export type AnmeldungBedarfe = z.infer<typeof AnmeldungBedarfeSchema>;

/** `GET /api/v1/termine/{id}/bedarfe`: the needs of a date's bookings that have any, for the date's staff. */
export const TerminBedarfeSchema = z.object({ items: z.array(AnmeldungBedarfeSchema) });
export type TerminBedarfe = z.infer<typeof TerminBedarfeSchema>;

/** The needs given, one line each („Ernährung: vegetarisch“), for the participant list and its export; none is no line. */
export const bedarfeLines = (needs: TeilnahmeBedarfe): string[] =>
  TEILNAHME_BEDARF_ARTEN.filter((art) => needs[art] !== '').map((art) => `${TEILNAHME_BEDARF_LABELS[art]}: ${needs[art]}`);
