import { z } from 'zod';
import { BOOKING_ROLES, ROLES, TENANTS } from '@fobu/domain';

export const TenantSchema = z.enum(TENANTS);
export const RoleSchema = z.enum(ROLES);
export const BookingRoleSchema = z.enum(BOOKING_ROLES);

/** The error body every business endpoint answers with a 4xx or 5xx; `message` is German, for people. */
export const ApiErrorSchema = z.object({
  error: z.string().describe('machine-readable code, e.g. validation_failed, forbidden, not_found'),
  message: z.string().describe('German text a user may see'),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Paging parameters of every search; `page` starts at 1. */
export const PagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of results with the total number of matches. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Free-text search input: bounded, never interpreted as anything but text. */
export const SearchTextSchema = z.string().trim().max(200);

/** A comma-separated list in a query string, e.g. `kreis=flensburg,kiel`. */
export function csvListSchema<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .max(500)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(30));
}

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
export const IsoDateSchema = z.iso.date();
