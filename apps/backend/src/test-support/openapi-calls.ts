import type { ServiceKey } from '../config';
import type { RunningBackend } from '../server';
import { serviceToken, signIn } from './harness';

/**
 * Walks a service's OpenAPI document as it is served and sends each operation the values a test
 * chooses: the hostile-input and the boundary-input specs share this, so both reach every endpoint
 * the contract lists, with the service token, `scope` and a real person's token where one is needed.
 */

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}
export type JsonSchema = Record<string, unknown>;
interface OperationDocument {
  readonly parameters?: Parameter[];
  readonly requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  readonly security?: unknown[];
}
type Document = { paths: Record<string, Record<string, OperationDocument>> };

/** One operation of a service: its parameters without `scope` and its body's content type and schema. */
export interface Operation {
  readonly service: ServiceKey;
  readonly path: string;
  readonly method: string;
  readonly parameters: readonly Parameter[];
  readonly needsUser: boolean;
  readonly contentType?: string;
  readonly bodySchema?: JsonSchema;
}

export const SERVICES: readonly ServiceKey[] = ['idp', 'forms', 'institutions', 'notification', 'qr'];
const SCOPES: Partial<Record<ServiceKey, string>> = {
  forms: 'serviceformix',
  institutions: 'servicebildungseinrichtungen',
  notification: 'servicenotification',
};

/** The operations of one service's OpenAPI document, as the running service serves it. */
export async function operationsOf(backend: RunningBackend, service: ServiceKey): Promise<Operation[]> {
  const document = (await (await fetch(`${backend.urls[service]}/openapi.json`)).json()) as Document;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        service,
        path,
        method,
        parameters: (operation.parameters ?? []).filter((parameter) => parameter.name !== 'scope'),
        needsUser: (operation.security?.length ?? 0) > 0,
        contentType,
        bodySchema: content?.schema,
      };
    }),
  );
}

/** The tokens a caller of every service holds: each service's own, and a person's for each of the given users. */
export interface Callers {
  readonly services: Partial<Record<ServiceKey, string>>;
  readonly users: readonly string[];
}

export async function callersOf(backend: RunningBackend, userNames: readonly string[]): Promise<Callers> {
  const services: Partial<Record<ServiceKey, string>> = {};
  for (const service of ['forms', 'institutions', 'notification'] as const) services[service] = await serviceToken(backend, service);
  const users = [];
  for (const name of userNames) users.push((await signIn(backend, name)).access_token);
  return { services, users };
}

/** A lone surrogate as U+FFFD: no client can put one into a URL (`encodeURIComponent` throws), so none reaches a service. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Sends one call: parameters by name (path, query), a body, as the person with the given token. */
export async function send(
  backend: RunningBackend,
  callers: Callers,
  operation: Operation,
  values: Record<string, unknown>,
  body: unknown,
  userToken: string,
): Promise<{ status: number; took: number }> {
  const { service, path, method, parameters, contentType } = operation;
  const url = new URL(
    backend.urls[service] +
      path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(String(values[name] ?? ''))) || 'x'),
  );
  const scope = SCOPES[service];
  if (scope) url.searchParams.set('scope', scope);
  const headers: Record<string, string> = {};
  if (scope) headers['authorization'] = `Bearer ${callers.services[service]}`;
  else if (operation.needsUser) headers['authorization'] = `Bearer ${userToken}`;
  for (const parameter of parameters) {
    if (parameter.in === 'query' && values[parameter.name] !== undefined)
      url.searchParams.set(parameter.name, String(values[parameter.name]));
    // The person is a real one, so that the values reach past the token check (bad tokens have their own tests).
    if (parameter.in === 'header') headers[parameter.name] = `Bearer ${userToken}`;
  }
  let payload: string | undefined;
  if (contentType) {
    headers['content-type'] = contentType;
    payload =
      contentType === 'application/json'
        ? JSON.stringify(body)
        : new URLSearchParams(
            Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
  }
  const started = performance.now();
  const answer = await fetch(url, { method: method.toUpperCase(), headers, body: payload, redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, took: performance.now() - started };
}
