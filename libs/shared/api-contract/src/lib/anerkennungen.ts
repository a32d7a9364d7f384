import {
  isoDayInGermany,
  isRecognitionHours,
  RECOGNITION_HOURS_MESSAGE,
  RECOGNITION_PROOF_MAX_BYTES,
  RECOGNITION_PROOF_TOO_LARGE,
  RECOGNITION_TEXT_MAX,
} from '@fobu/domain';
import { IsoDateSchema, IsoDateTimeSchema } from './common';
import { germanText } from './german-text';
import { z } from './zod';

/*
 * Recognition of outside training (docs/proof-of-training.md, "As built: recognition"): a person
 * asks verwaltung to recognise a training outside the portal, with a PDF proof; verwaltung decides
 * once, anerkannt with the hours granted or abgelehnt with a reason.
 */

export const ANERKENNUNG_STATUS = ['beantragt', 'anerkannt', 'abgelehnt', 'zurueckgezogen'] as const;
export type AnerkennungStatus = (typeof ANERKENNUNG_STATUS)[number];

/** What each state is called in the person's list. */
export const ANERKENNUNG_STATUS_LABELS: Readonly<Record<AnerkennungStatus, string>> = {
  beantragt: 'Beantragt',
  anerkannt: 'Anerkannt',
  abgelehnt: 'Abgelehnt',
  zurueckgezogen: 'Zurückgezogen',
};

/** Hours of a request, or granted: a number in the shared range (quarter hours). */
const hours = z.number({ error: RECOGNITION_HOURS_MESSAGE }).check(z.refine(isRecognitionHours, { error: RECOGNITION_HOURS_MESSAGE }));

/**
 * `POST /api/v1/anerkennungen` (multipart/form-data): the request's fields and its proof. Form
 * fields arrive as text, so the hours are read as a number (with a dot, as a number input sends them).
 */
export const AnerkennungAntragSchema = z.strictObject({
  titel: germanText(
    'Bitte geben Sie den Titel der Fortbildung an.',
    RECOGNITION_TEXT_MAX.titel,
    `Der Titel darf höchstens ${RECOGNITION_TEXT_MAX.titel} Zeichen lang sein.`,
  ),
  anbieter: germanText(
    'Bitte geben Sie den Anbieter an.',
    RECOGNITION_TEXT_MAX.anbieter,
    `Der Anbieter darf höchstens ${RECOGNITION_TEXT_MAX.anbieter} Zeichen lang sein.`,
  ),
  // Training already done: a request for a coming one would be decided before it took place.
  datum: z.iso.date({ error: 'Bitte geben Sie das Datum der Fortbildung an.' }).check(
    z.refine((day) => day >= '2000-01-01', 'Das Datum darf nicht vor dem Jahr 2000 liegen.'),
    z.refine((day) => day <= isoDayInGermany(new Date()), 'Das Datum darf nicht in der Zukunft liegen.'),
  ),
  stunden: z.pipe(
    z.string({ error: RECOGNITION_HOURS_MESSAGE }).check(z.trim(), z.minLength(1, { error: RECOGNITION_HOURS_MESSAGE, abort: true })),
    z.pipe(z.transform(Number), hours),
  ),
  // Checked with the kinds the contract has anyway: zod's file and size checks would join every
  // public list's first visit, which carries the contract's answer checks (docs/performance.md).
  nachweis: z.unknown().check(
    z.describe('the proof: a PDF file of at most 5 MB'),
    z.refine((value) => value instanceof File, { error: 'Bitte fügen Sie den Nachweis als PDF-Datei bei.', abort: true }),
    z.refine((value) => (value as File).size <= RECOGNITION_PROOF_MAX_BYTES, { error: RECOGNITION_PROOF_TOO_LARGE }),
  ),
});
export type AnerkennungAntrag = Omit<z.output<typeof AnerkennungAntragSchema>, 'nachweis'> & { readonly nachweis: File };

/** A request as its person sees it. */
export const AnerkennungSchema = z.object({
  id: z.number().check(z.int()),
  titel: z.string(),
  anbieter: z.string(),
  datum: IsoDateSchema,
  stunden: z.number(),
  status: z.enum(ANERKENNUNG_STATUS),
  /** The hours granted, when anerkannt. */
  anerkannteStunden: z.nullable(z.number()),
  /** Verwaltung's reason, when abgelehnt. */
  begruendung: z.nullable(z.string()),
  entschiedenAm: z.nullable(IsoDateTimeSchema),
  erstelltAm: IsoDateTimeSchema,
  nachweisName: z.string(),
});
export type Anerkennung = z.infer<typeof AnerkennungSchema>;

/** `GET /api/v1/anerkennungen`: the asker's requests, the newest first. */
export const AnerkennungenSchema = z.object({ items: z.array(AnerkennungSchema) });
export type Anerkennungen = z.infer<typeof AnerkennungenSchema>;

/** An open request in verwaltung's queue: the request and whose it is. */
export const OffeneAnerkennungSchema = z.extend(AnerkennungSchema, {
  person: z.object({ uid: z.string(), name: z.string() }),
});
export type OffeneAnerkennung = z.infer<typeof OffeneAnerkennungSchema>;

/** `GET /api/v1/anerkennungen/offen`: the tenant's open requests, the longest waiting first. */
export const OffeneAnerkennungenSchema = z.object({ items: z.array(OffeneAnerkennungSchema) });
export type OffeneAnerkennungen = z.infer<typeof OffeneAnerkennungenSchema>;

/** `POST /api/v1/anerkennungen/{id}/entscheidung`: anerkannt with the hours granted, or abgelehnt with a reason. */
export const AnerkennungEntscheidungSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('anerkannt'), anerkannteStunden: hours }),
  z.strictObject({
    status: z.literal('abgelehnt'),
    begruendung: germanText(
      'Bitte begründen Sie die Ablehnung.',
      RECOGNITION_TEXT_MAX.begruendung,
      `Die Begründung darf höchstens ${RECOGNITION_TEXT_MAX.begruendung} Zeichen lang sein.`,
    ),
  }),
]);
export type AnerkennungEntscheidung = z.infer<typeof AnerkennungEntscheidungSchema>;
