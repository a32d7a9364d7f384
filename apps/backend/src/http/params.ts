import type { Context } from 'hono';
import { HttpError } from './errors';

/** The path's `:id` (or another parameter's) as a row number: a positive 32-bit integer, else 400 (never a database error). */
export function idParam(c: Context, name = 'id'): number {
  const id = Number(c.req.param(name));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new HttpError(400, 'validation_failed', 'Die Kennung muss eine positive ganze Zahl sein.');
  return id;
}
