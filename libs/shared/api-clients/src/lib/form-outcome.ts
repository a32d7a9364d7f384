import { isServiceError } from '@fobu/http';

/**
 * What became of a form's request: accepted, refused field by field (400), or refused as a whole
 * with the service's German reason (409, e.g. already requested).
 */
export type FormOutcome<T> =
  | ({ readonly kind: 'sent' } & T)
  | {
      readonly kind: 'invalid';
      readonly fields: readonly { path: string; message: string }[];
    }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Sends a form's request. A 400 and a 409 are answers the form shows beside its fields or above
 * them, so they are returned, not thrown; every other failure, and a refusal without a German
 * reason, is thrown for the screen to explain.
 */
export async function formOutcome<T>(send: () => Promise<T>): Promise<FormOutcome<T>> {
  try {
    return { kind: 'sent', ...(await send()) };
  } catch (error) {
    if (!isServiceError(error) || !error.serviceMessage) throw error;
    if (error.status === 400) return { kind: 'invalid', fields: error.details ?? [] };
    if (error.status === 409) return { kind: 'refused', message: error.serviceMessage };
    throw error;
  }
}

/** A form's answer other than „sent“ in one German sentence: the refusal, or the fields' messages, for a dialog or a toast. */
export const refusalText = (outcome: Exclude<FormOutcome<unknown>, { kind: 'sent' }>): string =>
  outcome.kind === 'refused' ? outcome.message : outcome.fields.map((field) => field.message).join(' ');
