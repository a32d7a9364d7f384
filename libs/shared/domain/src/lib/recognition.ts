import { formatHours } from './training-hours';

/*
 * Recognition of outside training (docs/proof-of-training.md, "Recognition of outside training"):
 * the limits the back end enforces and the request form shows, kept in one place.
 */

/** The largest proof accepted: 5 MB, as the form and the upload route say. */
export const RECOGNITION_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The body limit of the upload route: the proof and its form fields with their multipart framing. */
export const RECOGNITION_UPLOAD_MAX_BYTES = RECOGNITION_PROOF_MAX_BYTES + 64 * 1024;

/** What a proof must be: a PDF. */
export const RECOGNITION_PROOF_TYPE = 'application/pdf';

/** Every PDF starts with these bytes (ISO 32000, 7.5.2). */
export const PDF_MAGIC = '%PDF-';

/** Hours of one outside training: a quarter hour at least, at most 200 (a long course), in quarter hours. */
export const RECOGNITION_HOURS = { min: 0.25, max: 200, step: 0.25 } as const;

/** The longest title, provider, file name and reason the request and the decision take. */
export const RECOGNITION_TEXT_MAX = { titel: 200, anbieter: 200, begruendung: 1000, dateiname: 200 } as const;

/** Whether hours are in the allowed range and a whole number of quarter hours. */
export const isRecognitionHours = (hours: number): boolean =>
  Number.isFinite(hours) &&
  hours >= RECOGNITION_HOURS.min &&
  hours <= RECOGNITION_HOURS.max &&
  Number.isInteger(hours / RECOGNITION_HOURS.step);

/** The German message for hours outside the range or not in quarter hours. */
export const RECOGNITION_HOURS_MESSAGE = `Bitte geben Sie zwischen ${formatHours(RECOGNITION_HOURS.min)} und ${formatHours(RECOGNITION_HOURS.max)} Stunden in Viertelstunden an (z. B. 2,5).`;

/** The German message for a proof over the limit. */
export const RECOGNITION_PROOF_TOO_LARGE = 'Der Nachweis ist zu groß: höchstens 5 MB.';

/** The German message for a proof that is not a readable PDF. */
export const RECOGNITION_PROOF_NOT_PDF = 'Der Nachweis muss eine PDF-Datei sein.';

/**
 * Verwaltung grants at most the hours asked: the person vouches for what they asked, and granting
 * more would count hours nobody claimed. Fewer is allowed (a part of a course does not count).
 */
export const grantedHoursRefusal = (granted: number, asked: number): string | null =>
  !isRecognitionHours(granted)
    ? RECOGNITION_HOURS_MESSAGE
    : granted > asked
      ? `Es können höchstens die beantragten ${formatHours(asked)} Stunden anerkannt werden.`
      : null;
