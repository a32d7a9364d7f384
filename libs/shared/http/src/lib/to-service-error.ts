import { ApiErrorSchema } from '@fobu/api-contract';
import type { BeforeErrorHook } from 'ky';
import { z } from 'zod/mini';
import { ServiceError } from './service-error';

// Lenient: a body that lacks a part (an OAuth error has no `message`) still yields the parts it has.
const AnswerSchema = z.partial(ApiErrorSchema);

/**
 * ky's `beforeError` hook: reads the error body once (from a copy, so the response stays readable)
 * and throws a `ServiceError` instead. A body that is not the contract's error shape (HTML from a
 * proxy, nothing at all) gives a `ServiceError` with only the status.
 */
export const toServiceError: BeforeErrorHook = async (error) => {
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => undefined);
  const answer = AnswerSchema.safeParse(body);
  const { error: code, message, details } = answer.success ? answer.data : {};
  return new ServiceError(error, { code, message, details });
};
