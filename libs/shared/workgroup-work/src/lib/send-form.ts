import { serviceErrorMessage, type FormOutcome } from '@fobu/api-clients';
import type { FieldErrors } from '@fobu/content';
import { notify } from '@fobu/ui';

const FALLBACK = 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.';

/** What became of a form's request, for the form: done (a toast said so), its fields refused, or refused as a whole. */
export type FormAnswer<T> =
  | { readonly kind: 'done'; readonly answer: T }
  | { readonly kind: 'fields'; readonly errors: FieldErrors }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Sends a form of a group's page: once accepted, a toast says what happened (`done`, from the
 * answer); the service's field messages go beside the fields (by their first path segment, as the
 * form checks them), a refusal or failure is one German sentence above them. Nothing typed is lost.
 */
export async function sendForm<T>(send: () => Promise<FormOutcome<T>>, done: (answer: T) => string): Promise<FormAnswer<T>> {
  try {
    const outcome = await send();
    if (outcome.kind === 'refused') return { kind: 'refused', message: outcome.message };
    if (outcome.kind === 'invalid') {
      const errors: Record<string, string> = {};
      for (const field of outcome.fields) errors[field.path.split('.')[0]] ??= field.message;
      return Object.keys(errors).length > 0 ? { kind: 'fields', errors } : { kind: 'refused', message: FALLBACK };
    }
    notify({ type: 'success', title: done(outcome) });
    return { kind: 'done', answer: outcome };
  } catch (failure) {
    return { kind: 'refused', message: serviceErrorMessage(failure, FALLBACK) ?? FALLBACK };
  }
}
