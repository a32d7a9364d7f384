import type { z } from 'zod/mini';

/** An error that becomes a JSON answer `{error, message, details?}`; `message` is German. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const forbidden = (message = 'Diese Aktion ist für Ihre Rolle nicht erlaubt.') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Nicht gefunden.') => new HttpError(404, 'not_found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Validates input against a zod schema, or throws a 400 that names every bad field. */
export function validate<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(result.error.issues);
}

/** The 400 that names every bad field with its German message (also for checks a schema cannot make). */
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[]): HttpError {
  const path = (issue: (typeof issues)[number]) => issue.path.map(String).join('.');
  return new HttpError(
    400,
    'validation_failed',
    'Die Eingabe ist ungültig: ' + issues.map((i) => `${path(i) || 'Eingabe'}: ${i.message}`).join('; '),
    issues.map((i) => ({ path: path(i), message: i.message })),
  );
}
