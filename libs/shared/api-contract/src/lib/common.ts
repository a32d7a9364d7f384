import { BOOKING_ROLES, ROLES, TENANTS } from '@fobu/domain';
import { z } from './zod';

export const TenantSchema = z.enum(TENANTS);
export const RoleSchema = z.enum(ROLES);
export const BookingRoleSchema = z.enum(BOOKING_ROLES);

/** The error body every business endpoint answers with a 4xx or 5xx; `message` is German, for people. */
export const ApiErrorSchema = z.object({
  error: z.string().check(z.describe('machine-readable code, e.g. validation_failed, forbidden, not_found')),
  message: z.string().check(z.describe('German text a user may see')),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Paging parameters of every search; `page` starts at 1. */
export const PagingQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** A page of results with the total number of matches. */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Free-text search input: bounded, never interpreted as anything but text. */
export const SearchTextSchema = z.string().check(z.trim(), z.maxLength(200));

/** A comma-separated list in a query string, e.g. `kreis=flensburg,kiel`. */
export function csvListSchema<T extends z.ZodMiniType<string, string>>(item: T) {
  const parts = z.transform((value: string) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return z.pipe(z.pipe(z.string().check(z.maxLength(500)), parts), z.array(item).check(z.maxLength(30)));
}

/**
 * Days and times the portal deals with: a training event, a booking window, a filter. Years outside
 * these are typing mistakes (0202 for 2020), and year 0000 is one the database cannot store.
 */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2999;
const yearInRange = z.refine<string>(
  (value) => {
    const year = Number(value.slice(0, 4));
    return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  },
  { error: `Das Datum muss zwischen den Jahren ${EARLIEST_YEAR} und ${LATEST_YEAR} liegen.`, abort: true },
);
export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).check(yearInRange);
export const IsoDateSchema = z.iso.date().check(yearInRange);
