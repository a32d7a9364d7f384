import fc from 'fast-check';
import type { RunningBackend } from '../server';
import { startTestBackend } from '../test-support/harness';
import { callersOf, operationsOf, send, SERVICES, type Callers } from '../test-support/openapi-calls';

/**
 * Every endpoint of every service's OpenAPI document, as the services serve it, is sent hostile
 * values in each of its parameters and bodies: very long strings, wrong types, NUL bytes and other
 * control characters, path tricks, SQL and markup, numbers out of range. No answer may be a server
 * error (5xx), and none may hang: five seconds is far beyond any answer here (a catastrophic pattern
 * or a runaway query takes minutes), yet leaves room for a busy 2-core CI machine, where an ordinary
 * answer once took two seconds. How fast answers are is measured by tools/perf, not here.
 */

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
let callers: Callers;

beforeAll(async () => {
  backend = await startTestBackend();
  callers = await callersOf(backend, ['verwaltung.iqsh']);
});
afterAll(() => backend?.close());

describe('hostile input against every endpoint of the OpenAPI documents', { timeout: 600_000 }, () => {
  it.each(SERVICES)('%s: no 5xx and no answer that hangs', async (service) => {
    const operations = await operationsOf(backend, service);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const { path, method } = operation;
      const hostile = operation.parameters.filter((parameter) => parameter.in !== 'header');
      const bodyFields = Object.keys((operation.bodySchema?.['properties'] as Record<string, unknown> | undefined) ?? {});
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(hostile.map((parameter) => [parameter.name, hostileText]))),
          operation.contentType ? hostileBody(bodyFields) : fc.constant(undefined),
          async (values, body) => {
            const { status, took } = await send(backend, callers, operation, values, body, callers.users[0]);
            expect({ endpoint: `${method} ${path}`, status: status < 500 }).toEqual({ endpoint: `${method} ${path}`, status: true });
            expect(took, `${method} ${path}`).toBeLessThan(5000);
          },
        ),
        { numRuns: 12, seed: 4711 },
      );
    }
  });
});
