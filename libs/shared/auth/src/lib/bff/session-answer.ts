import type { ServerUserRecord } from '@fobu/api-contract';
import { isTenant, type Tenant } from '@fobu/domain';
import { parseUserRecord } from '../endpoints/fetch-user';

/** The BFF's answer about the session (`GET /bff/sitzung`, and the answer of activity and role change). */
export interface SessionAnswer {
  readonly record: ServerUserRecord;
  /** The tenant signed into, where the BFF names it. */
  readonly mandant: Tenant | undefined;
}

/** Reads the answer; the user record is checked as the spec mode checks the identity provider's. */
export function parseSessionAnswer(body: unknown): SessionAnswer {
  const answer = (body && typeof body === 'object' ? body : {}) as { user?: unknown; mandant?: unknown };
  return { record: parseUserRecord(answer.user), mandant: isTenant(answer.mandant) ? answer.mandant : undefined };
}
