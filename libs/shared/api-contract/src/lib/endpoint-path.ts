import type { ListedEndpoint, ServiceName } from './endpoints';

/** A call the contract lists for a service, written as its documents write it: `GET /api/v1/angebote/{vnr}`. */
export type EndpointCall<S extends ServiceName> = ListedEndpoint extends infer E
  ? E extends { service: S; method: infer M extends string; path: infer P extends string }
    ? `${Uppercase<M>} ${P}`
    : never
  : never;

type ParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParameterNames<Rest> : never;

/** The values of a call's path parameters by name, or nothing for a path without any. */
export type PathValues<C extends string> = [ParameterNames<C>] extends [never] ? [] : [values: Record<ParameterNames<C>, string | number>];

/**
 * The path of a call the contract lists, with its parameters filled in and encoded, relative to
 * the service's base address (no leading slash, as a client with a base address takes it). Only
 * listed calls compile, so that a client cannot call what the contract does not know.
 */
export function endpointPath<S extends ServiceName, C extends EndpointCall<S>>(_service: S, call: C, ...[values]: PathValues<C>): string {
  const path = call.slice(call.indexOf(' ') + 2);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((values as Record<string, string | number>)[name])));
}
