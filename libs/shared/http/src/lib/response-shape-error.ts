import type { z } from 'zod/mini';
import { RESPONSE_SHAPE_ERROR } from './error-kinds';

/** A response that does not match the shared contract: reported in German, never a crash in a screen. */
export class ResponseShapeError extends Error {
  override readonly name = RESPONSE_SHAPE_ERROR;
  constructor(
    readonly call: string,
    readonly issues: readonly string[],
  ) {
    super(`Die Antwort auf „${call}“ hat nicht die erwartete Form. Bitte versuchen Sie es später noch einmal.`);
  }
}

/** Validates a response body against its contract schema at the edge. */
export function parseResponse<S extends z.ZodMiniType>(schema: S, body: unknown, call: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ResponseShapeError(
      call,
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  return result.data;
}
