import { randomUUID } from 'node:crypto';

/** What a request id may look like: nginx's `$request_id` (32 hex digits), a UUID, a tracer's id. Anything else could smuggle text into the log. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the one the portal or nginx sent (`X-Request-Id`) when it is sane, else a new one. */
export const requestIdOf = (sent: string | undefined): string => (sent !== undefined && SANE_REQUEST_ID.test(sent) ? sent : randomUUID());
