import { HTTPError } from 'ky';
import { SERVICE_ERROR } from './error-kinds';

/** What a service said in its error body (`ApiError` of the contract), as far as it said it. */
export interface ServiceAnswer {
  /** The machine-readable code, e.g. `validation_failed`, `stornofrist_abgelaufen`. */
  readonly code?: string;
  /** The German text meant for people, e.g. „Die Stornofrist ist abgelaufen.“ */
  readonly message?: string;
  /** The fields a 400 refused, each with its German reason. */
  readonly details?: readonly {
    readonly path: string;
    readonly message: string;
  }[];
}

/**
 * A service's error answer, read once when it is thrown (`createJsonClient`'s `beforeError`), so
 * that screens and retry rules read it synchronously. Still a ky `HTTPError` (`isHTTPError` holds,
 * `response` is there) for code that only asks for the status.
 */
export class ServiceError extends HTTPError {
  override readonly name = SERVICE_ERROR;
  readonly status: number;
  readonly code: string | undefined;
  /** The service's German text, when its body had one. */
  readonly serviceMessage: string | undefined;
  readonly details: ServiceAnswer['details'];
  /** How long the service asked to wait (`Retry-After`, seconds or a date), when it said so. */
  readonly retryAfterMs: number | undefined;

  constructor(error: HTTPError, answer: ServiceAnswer) {
    super(error.response, error.request, error.options);
    this.status = error.response.status;
    this.code = answer.code;
    this.serviceMessage = answer.message || undefined;
    this.details = answer.details;
    this.retryAfterMs = retryAfterMs(error.response.headers.get('Retry-After'));
    if (this.serviceMessage) this.message = this.serviceMessage;
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}
