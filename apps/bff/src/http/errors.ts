import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Errors as the services answer them: `{ message, code? }`, the message German. */
export function errorAnswer(c: Context, status: ContentfulStatusCode, message: string, code?: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(code ? { message, code } : { message }, status);
}

export const NO_SESSION = { message: 'Sie sind nicht angemeldet.', code: 'keine-sitzung' } as const;
export const SESSION_ENDED = {
  message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  code: 'sitzung-abgelaufen',
} as const;

/** The session ended while a request used it (idle, or a refresh the identity provider refused). */
export class SessionEndedError extends Error {
  constructor() {
    super(SESSION_ENDED.message);
  }
}
