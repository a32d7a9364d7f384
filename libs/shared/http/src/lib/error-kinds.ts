import type { ResponseShapeError } from './response-shape-error';
import type { ServiceError } from './service-error';

export const SERVICE_ERROR = 'ServiceError';
export const RESPONSE_SHAPE_ERROR = 'ResponseShapeError';

// Told apart by name, as ky's isHTTPError does, not by instanceof: the retry rule and the screens'
// messages are in the first page's chunk, and the classes (with ky's HTTPError) then stay in the
// clients' chunk, which loads with the first request.

/** Whether an error is a service's error answer. */
export const isServiceError = (error: unknown): error is ServiceError => error instanceof Error && error.name === SERVICE_ERROR;

/** Whether an error is an answer of the wrong shape. */
export const isResponseShapeError = (error: unknown): error is ResponseShapeError =>
  error instanceof Error && error.name === RESPONSE_SHAPE_ERROR;
