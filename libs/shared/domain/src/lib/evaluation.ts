/*
 * The short anonymous evaluation after a date (docs/proof-of-training.md, "As built: evaluation"):
 * five statements of the tenant on a four-point scale and one free text. The back end and the
 * screens share these rules: who is asked when, and from how many answers results are shown.
 */

/** Days after a date ended within which the sweep still asks its participants (older dates, e.g. a fresh seed's past, are not flooded with invitations). */
export const EVALUATION_INVITATION_DAYS = 3;

/** Days after a date ended within which the dashboard still lists it as open to evaluate (eight weeks). */
export const EVALUATION_OPEN_DAYS = 56;

/** Results are shown only from this many answers on: fewer could identify who answered. */
export const EVALUATION_MIN_ANSWERS = 5;

/** How many statements an evaluation asks about. */
export const EVALUATION_STATEMENT_COUNT = 5;

/** The longest free text an answer may carry. */
export const EVALUATION_FREE_TEXT_MAX = 1000;

/** The points of the scale: 4 agrees fully, 1 not at all, so that a higher average is better. */
export const EVALUATION_VALUES = [4, 3, 2, 1] as const;
export type EvaluationValue = (typeof EVALUATION_VALUES)[number];

/** Each point as the form and the results say it, in the order of `EVALUATION_VALUES`. */
export const EVALUATION_VALUE_LABELS: Readonly<Record<EvaluationValue, string>> = {
  4: 'trifft voll zu',
  3: 'trifft eher zu',
  2: 'trifft eher nicht zu',
  1: 'trifft nicht zu',
};

/** May results of this many answers be shown? */
export const showsEvaluationResults = (answers: number): boolean => answers >= EVALUATION_MIN_ANSWERS;

/** „noch 3 Antworten fehlen“ style: why results are not shown yet. */
export function tooFewAnswersText(answers: number): string {
  const missing = EVALUATION_MIN_ANSWERS - answers;
  const given = answers === 1 ? 'Eine Antwort liegt' : `${answers === 0 ? 'Keine' : answers} Antworten liegen`;
  return `Zu wenige Antworten: ${given} vor. Ergebnisse werden erst ab ${EVALUATION_MIN_ANSWERS} Antworten gezeigt, damit niemand erkennbar ist (${missing === 1 ? 'es fehlt noch eine' : `es fehlen noch ${missing}`}).`;
}

/** An average of the scale as the results write it, to one decimal: „3,4“. */
export const formatEvaluationAverage = (average: number): string =>
  average.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
