import { isServiceError } from './error-kinds';

/**
 * What a screen says about a failed request: the service's German reason for refusing it (a 4xx,
 * e.g. „Die Stornofrist ist abgelaufen.“), else the screen's own fallback (offline, a server fault,
 * an answer without a reason). Undefined without an error, so a screen can pass its mutation's
 * `error` as it is.
 */
export function serviceErrorMessage(error: unknown, fallback: string): string | undefined {
  if (!error) return undefined;
  return isServiceError(error) && error.status < 500 && error.serviceMessage ? error.serviceMessage : fallback;
}

/** Whether a service said that what was asked for does not exist (404). */
export function isNotFoundError(error: unknown): boolean {
  return isServiceError(error) && error.status === 404;
}
