import { EVALUATION_FREE_TEXT_MAX, EVALUATION_STATEMENT_COUNT, formatGermanNumber } from '@fobu/domain';
import { IsoDateSchema, IsoDateTimeSchema } from './common';
import { optionalGermanText } from './german-text';
import { z } from './zod';

/*
 * The anonymous evaluation after a date (docs/proof-of-training.md, "As built: evaluation"): the
 * form a participant answers once per booking, and the results that the organiser, quality control
 * and controlling see only from `EVALUATION_MIN_ANSWERS` answers on. No shape names a person.
 */

const Anzahl = z.number().check(z.int(), z.gte(0));

/** A date as the evaluation names it: the offer's title and when the date was. */
export const BewertungTerminSchema = z.object({
  terminId: z.number().check(z.int()),
  vnr: z.string(),
  titel: z.string(),
  beginn: IsoDateTimeSchema,
  ende: IsoDateTimeSchema,
});
export type BewertungTermin = z.infer<typeof BewertungTerminSchema>;

/** `GET /api/v1/bewertungen/offen`: the asker's dates that ask for an evaluation, the latest first. */
export const OffeneBewertungenSchema = z.object({ items: z.array(BewertungTerminSchema) });
export type OffeneBewertungen = z.infer<typeof OffeneBewertungenSchema>;

/** `GET /api/v1/termine/{id}/bewertung`: the form of a date the asker attended, with the tenant's statements; `beantwortet` once answered. */
export const BewertungsformularSchema = z.extend(BewertungTerminSchema, {
  aussagen: z.array(z.string()).check(z.describe('the tenant’s statements, in their order')),
  beantwortet: z.boolean(),
});
export type Bewertungsformular = z.infer<typeof BewertungsformularSchema>;

const Wert = z
  .number({ error: 'Bitte wählen Sie zu jeder Aussage eine Antwort.' })
  .check(
    z.int(),
    z.gte(1, { error: 'Bitte wählen Sie eine der vier Antworten.' }),
    z.lte(4, { error: 'Bitte wählen Sie eine der vier Antworten.' }),
  );

/** `POST /api/v1/termine/{id}/bewertung`: one value from 4 (trifft voll zu) to 1 (trifft nicht zu) per statement, and an optional free text. */
export const BewertungEingabeSchema = z.strictObject({
  werte: z
    .array(Wert, { error: 'Bitte beantworten Sie jede Aussage.' })
    .check(
      z.minLength(EVALUATION_STATEMENT_COUNT, { error: 'Bitte beantworten Sie jede Aussage.' }),
      z.maxLength(EVALUATION_STATEMENT_COUNT, { error: 'Bitte beantworten Sie jede Aussage.' }),
    ),
  freitext: optionalGermanText(
    EVALUATION_FREE_TEXT_MAX,
    `Ihre Anmerkung darf höchstens ${formatGermanNumber(EVALUATION_FREE_TEXT_MAX)} Zeichen lang sein.`,
  ),
});
export type BewertungEingabe = z.input<typeof BewertungEingabeSchema>;

/** One statement's results: the average (4 best) and how many chose each value, in the order 4, 3, 2, 1. */
export const AussageErgebnisSchema = z.object({
  aussage: z.string(),
  durchschnitt: z.number(),
  verteilung: z.array(Anzahl).check(z.describe('answers per value, from trifft voll zu (4) to trifft nicht zu (1)')),
});
export type AussageErgebnis = z.infer<typeof AussageErgebnisSchema>;

/**
 * `GET /api/v1/termine/{id}/bewertungen` and `GET /api/v1/angebote/{vnr}/bewertungen`: how many
 * answered, and from `EVALUATION_MIN_ANSWERS` on the results; below it `ergebnis` is null and
 * neither values nor texts leave the server.
 */
export const BewertungsergebnisSchema = z.object({
  titel: z.string(),
  anzahl: Anzahl,
  ergebnis: z.nullable(
    z.object({
      aussagen: z.array(AussageErgebnisSchema),
      freitexte: z.array(z.string()).check(z.describe('the free texts given, in no order that follows the answers')),
    }),
  ),
});
export type Bewertungsergebnis = z.infer<typeof BewertungsergebnisSchema>;

/** The average of a group's answers over all statements and per statement. */
export const BewertungGruppeSchema = z.object({
  schluessel: z.string(),
  anzahl: Anzahl,
  durchschnitt: z.number(),
  durchschnitte: z.array(z.number()).check(z.describe('per statement, in the statements’ order')),
});
export type BewertungGruppe = z.infer<typeof BewertungGruppeSchema>;

/** `GET /api/v1/kennzahlen/bewertungen` query: dates that ended in the period (German days, both included). */
export const BewertungKennzahlenQuerySchema = z
  .object({ von: IsoDateSchema, bis: IsoDateSchema })
  .check(z.refine((query) => query.von <= query.bis, { path: ['bis'], message: 'Das Ende des Zeitraums liegt vor seinem Beginn.' }));
export type BewertungKennzahlenQuery = z.infer<typeof BewertungKennzahlenQuerySchema>;

/** `GET /api/v1/kennzahlen/bewertungen`: controlling's averages by subject and by district, only groups with enough answers. */
export const BewertungKennzahlenSchema = z.object({
  aussagen: z.array(z.string()),
  faecher: z.array(BewertungGruppeSchema),
  kreise: z.array(BewertungGruppeSchema),
});
export type BewertungKennzahlen = z.infer<typeof BewertungKennzahlenSchema>;
