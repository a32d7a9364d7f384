import type { z } from 'zod/mini';

/** Field name → German message; only the first problem of each field is shown. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The errors of a zod result, keyed by the top-level field they belong to. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Checks a request before it is sent, with the same schema (and messages) the back end uses. */
export function checkRequest<S extends z.ZodMiniType>(schema: S, request: unknown): FieldErrors {
  const result = schema.safeParse(request);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** The optional fields of a request: an empty text is left out, not sent as "". */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : value;
}

/** What sending a form gave: shaped like `FormOutcome` of `@fobu/api-clients`. */
export type SendOutcome =
  | { readonly kind: 'sent'; readonly referenz: string; readonly eingegangenAm: string }
  | { readonly kind: 'invalid'; readonly fields: readonly { path: string; message: string }[] }
  | { readonly kind: 'refused'; readonly message: string };
