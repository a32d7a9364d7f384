import fc from 'fast-check';
import type { RunningBackend } from '../server';
import { boundaryPathValue, boundaryValue } from '../test-support/boundary-values';
import { startTestBackend } from '../test-support/harness';
import { callersOf, operationsOf, send, SERVICES, type Callers } from '../test-support/openapi-calls';

/**
 * Every endpoint of every service's OpenAPI document is sent values at the edges of what its
 * schema allows: the largest ids, the earliest and latest days, the longest texts, control
 * characters, letters beyond Latin-1. Unlike hostile input, most of these pass validation and reach
 * the rules and the database: a value the database cannot hold must be a 400 with a German message,
 * never a 5xx. Each call is made as one of several people, so that role checks let some through.
 */

let backend: RunningBackend;
let callers: Callers;

beforeAll(async () => {
  backend = await startTestBackend();
  callers = await callersOf(backend, ['verwaltung.iqsh', 'lehrkraft.iqsh', 'administrator.iqsh', 'veranstaltungsleiter.iqsh']);
});
afterAll(() => backend?.close());

describe('values at the edges of the schemas against every endpoint', { timeout: 600_000 }, () => {
  it.each(SERVICES)('%s: no 5xx', async (service) => {
    const operations = await operationsOf(backend, service);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const { path, method } = operation;
      const named = operation.parameters.filter((parameter) => parameter.in !== 'header');
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            Object.fromEntries(
              named.map((parameter) => [parameter.name, parameter.in === 'path' ? boundaryPathValue : boundaryValue(parameter.schema)]),
            ),
            { requiredKeys: named.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
          ),
          operation.contentType ? boundaryValue(operation.bodySchema) : fc.constant(undefined),
          fc.constantFrom(...callers.users),
          async (values, body, userToken) => {
            const { status } = await send(backend, callers, operation, values, body, userToken);
            expect({ endpoint: `${method} ${path}`, values, body, status }).toEqual(
              expect.objectContaining({ endpoint: `${method} ${path}`, status: expect.toSatisfy((code: number) => code < 500) }),
            );
          },
        ),
        { numRuns: 25, seed: 1848 },
      );
    }
  });
});
