import fc from 'fast-check';
import type { ServiceKey } from '../config';
import type { RunningBackend } from '../server';
import { serviceToken, signIn, startTestBackend } from '../test-support/harness';

/**
 * Every endpoint of every service's OpenAPI document, as the services serve it, is sent hostile
 * values in each of its parameters and bodies: very long strings, wrong types, NUL bytes and other
 * control characters, path tricks, SQL and markup, numbers out of range. No answer may be a server
 * error (5xx), and none may take a second.
 */

interface Operation {
  readonly parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean }[];
  readonly requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  readonly security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

const SERVICES: ServiceKey[] = ['idp', 'forms', 'institutions', 'notification', 'qr'];
const SCOPES: Partial<Record<ServiceKey, string>> = {
  forms: 'serviceformix',
  institutions: 'servicebildungseinrichtungen',
  notification: 'servicenotification',
};

/** Values an attacker tries in a text field. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\r\nSet-Cookie: x=y',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
    'constructor',
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    '-9223372036854775809',
    'true',
    'null',
    '[]',
    '{}',
    '%00',
    '\uD800',
    '\u202E',
    'a,b,c,'.repeat(20),
    'x'.repeat(5_000),
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Values for a JSON body's field: the wrong type as often as a hostile text. */
const hostileJson = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, { $gt: '' }, ['a'.repeat(10_000)]),
  fc.array(hostileText, { maxLength: 5 }),
);

const hostileBody = (properties: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...(properties.length > 0 ? properties : ['x']), '__proto__', 'extra'), hostileJson, { maxKeys: 8 }),
    hostileJson,
  );

let backend: RunningBackend;
const tokens: Partial<Record<ServiceKey, string>> = {};
let userToken: string;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const service of ['forms', 'institutions', 'notification'] as const) tokens[service] = await serviceToken(backend, service);
  userToken = (await signIn(backend, 'verwaltung.iqsh')).access_token;
});
afterAll(() => backend?.close());

async function documentOf(service: ServiceKey): Promise<Document> {
  return (await (await fetch(`${backend.urls[service]}/openapi.json`)).json()) as Document;
}

describe('hostile input against every endpoint of the OpenAPI documents', { timeout: 600_000 }, () => {
  it.each(SERVICES)('%s: no 5xx and no answer slower than a second', async (service) => {
    const document = await documentOf(service);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, operation } of operations) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.name !== 'scope');
      const hostile = parameters.filter((parameter) => parameter.in !== 'header');
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const bodyFields = Object.keys(content?.schema?.properties ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(hostile.map((parameter) => [parameter.name, hostileText]))),
          contentType ? hostileBody(bodyFields) : fc.constant(undefined),
          async (values, body) => {
            const url = new URL(
              backend.urls[service] +
                path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')) || 'x'),
            );
            const scope = SCOPES[service];
            if (scope) url.searchParams.set('scope', scope);
            const headers: Record<string, string> = {};
            if (scope) headers['authorization'] = `Bearer ${tokens[service]}`;
            else if (operation.security?.length) headers['authorization'] = `Bearer ${userToken}`;
            for (const parameter of parameters) {
              const value = String(values[parameter.name]);
              if (parameter.in === 'query') url.searchParams.set(parameter.name, value);
              // The person is a real one, so that the hostile values reach past the token check (bad
              // tokens have their own tests).
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
            const took = performance.now() - started;
            expect({ endpoint: `${method} ${path}`, status: answer.status < 500 }).toEqual({ endpoint: `${method} ${path}`, status: true });
            expect(took, `${method} ${path}`).toBeLessThan(1000);
          },
        ),
        { numRuns: 12, seed: 4711 },
      );
    }
  });
});
