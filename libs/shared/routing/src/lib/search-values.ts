import { KREIS_KEYS } from '@fobu/api-contract';

/* The checks of the lists' search params (catalogue and staff searches): a value that is not allowed is dropped. */

const MAX_PAGE = 500;
export const text = (value: unknown, max: number) => {
  const candidate = typeof value === 'number' ? String(value) : value;
  return typeof candidate === 'string' && candidate.trim().length > 0 && candidate.length <= max ? candidate.trim() : undefined;
};
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
export const isoDay = (value: unknown) => {
  const day = text(value, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : undefined;
};
export const page = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= MAX_PAGE ? number : undefined;
};
/** A record's number, as the back end's ids are: a positive 32-bit integer. */
export const id = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number < 2 ** 31 ? number : undefined;
};
/** Known district keys only, in a fixed order, so that one selection is one URL. */
export const districts = (value: unknown) => {
  const keys = text(value, 500)?.split(',') ?? [];
  const known = KREIS_KEYS.filter((key) => keys.includes(key));
  return known.length > 0 ? known.join(',') : undefined;
};

/** Drops undefined keys: the URL then shows only what is set. */
export function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}
