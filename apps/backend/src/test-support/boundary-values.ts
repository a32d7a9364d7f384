import fc from 'fast-check';
import type { JsonSchema } from './openapi-calls';

/**
 * Values that a field's schema allows, chosen at its edges: the smallest and largest numbers it
 * takes, the earliest and latest days, the longest texts, texts with control characters and
 * letters beyond Latin-1. Values the schema refuses are mixed in where the edge is not stated
 * (a date's year, an id's size), because that is where a check is most often missing. They pass
 * the schema as far as it goes and so reach the rules and the database, where a 5xx hides.
 */

const INT4_MAX = 2_147_483_647;
const BOUNDARY_DAYS = ['0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2024-02-29', '2999-12-31', '9999-12-31'];
const BOUNDARY_TIMES = ['T00:00:00Z', 'T23:59:59.999+14:00', 'T00:00:00-12:00'];
const SPECIAL_TEXTS = ['Łucja Şahin „→“ 😀', 'a\u0001b\u001fc', '\u0000', 'x\u0000y', '\t', '\u2028', '\uFEFF', '\u202E'];

/** Path parameters are plain strings in the documents: the ids and numbers that a path takes. */
export const boundaryPathValue = fc.constantFrom(
  '1',
  String(INT4_MAX),
  String(INT4_MAX + 1),
  '9223372036854775808',
  'IQ1\u0000',
  'IQ10001',
  'x'.repeat(300),
);

/** An arbitrary for a value of the given JSON schema, at the schema's edges. */
export function boundaryValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map(boundaryValue));
  if (schema['enum']) return fc.constantFrom(...(schema['enum'] as unknown[]));
  if ('const' in schema) return fc.constant(schema['const']);
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : (schema['type'] as string | undefined);
  switch (type) {
    case 'integer':
    case 'number':
      return numberAtEdges(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringAtEdges(schema);
    case 'array': {
      // Short lists, but never shorter than the schema demands (an evaluation's five values).
      const minLength = (schema['minItems'] as number | undefined) ?? 0;
      return fc.array(boundaryValue(schema['items'] as JsonSchema | undefined), {
        minLength,
        maxLength: Math.max(minLength, Math.min((schema['maxItems'] as number | undefined) ?? 3, 3)),
      });
    }
    case 'object':
      return objectAtEdges(schema);
    default:
      return fc.constantFrom(null, 1, 'x');
  }
}

function numberAtEdges(schema: JsonSchema): fc.Arbitrary<number> {
  const stated = <T>(key: string) => schema[key] as T | undefined;
  const exclusiveMinimum = stated<number>('exclusiveMinimum');
  const exclusiveMaximum = stated<number>('exclusiveMaximum');
  const low = stated<number>('minimum') ?? (exclusiveMinimum !== undefined ? exclusiveMinimum + 1 : -Number.MAX_SAFE_INTEGER);
  const high = stated<number>('maximum') ?? (exclusiveMaximum !== undefined ? exclusiveMaximum - 1 : Number.MAX_SAFE_INTEGER);
  const inRange = [low, high, 1, INT4_MAX, INT4_MAX + 1].filter((value) => value >= low && value <= high);
  return fc.constantFrom(...inRange);
}

function stringAtEdges(schema: JsonSchema): fc.Arbitrary<string> {
  const format = schema['format'] as string | undefined;
  if (format === 'date') return fc.constantFrom(...BOUNDARY_DAYS);
  if (format === 'date-time') return fc.constantFrom(...BOUNDARY_DAYS.flatMap((day) => BOUNDARY_TIMES.map((time) => day + time)));
  if (format === 'uuid') return fc.uuid();
  if (format === 'email') return fc.constantFrom('a@b.de', `${'a'.repeat(60)}@${'b'.repeat(60)}.de`);
  if (format === 'uri') return fc.constantFrom('https://example.org/', `https://example.org/${'a'.repeat(400)}`);
  const pattern = schema['pattern'] as string | undefined;
  if (pattern) return fc.stringMatching(new RegExp(pattern));
  const max = Math.min((schema['maxLength'] as number | undefined) ?? 5_000, 20_000);
  const min = (schema['minLength'] as number | undefined) ?? 0;
  const fit = (text: string) => text.slice(0, max).padEnd(min, 'x');
  return fc.constantFrom(fit('x'.repeat(max)), fit('Ä'.repeat(max)), ...SPECIAL_TEXTS.map(fit));
}

function objectAtEdges(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  const required = (schema['required'] as string[] | undefined) ?? [];
  return fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, boundaryValue(property)])), {
    requiredKeys: required.filter((name) => name in properties),
  });
}
