import { ApiErrorSchema } from './common';
import { ENDPOINTS, type Endpoint, type ServiceName } from './endpoints';
import { z } from './zod';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json['$schema'];
  return json;
}

function queryParameters(endpoint: Endpoint): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const match of endpoint.path.matchAll(/\{(\w+)\}/g)) {
    params.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  if (endpoint.auth === 'service' || endpoint.auth === 'service+user') {
    params.push({ name: 'scope', in: 'query', required: true, schema: { type: 'string' }, description: 'the service name' });
  }
  if (endpoint.query) {
    const json = schemaOf(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      params.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
    }
  }
  if (endpoint.auth === 'service+user') {
    params.push({
      name: 'X-User-Authorization',
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'Bearer {user access token}',
    });
  }
  return params;
}

function responseContent(response: Endpoint['response']): JsonSchema {
  if (response === 'html') return { 'text/html': {} };
  if (response === 'csv') return { 'text/csv': {} };
  if (response === 'ics') return { 'text/calendar': {} };
  if (response === 'pdf') return { 'application/pdf': {} };
  if (response === 'xlsx') return { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {} };
  if (response === 'png/svg') return { 'image/png': {}, 'image/svg+xml': {} };
  return { 'application/json': { schema: schemaOf(response, 'output') } };
}

function security(auth: Endpoint['auth']): JsonSchema[] | undefined {
  if (auth === 'none' || auth === 'client') return [];
  return [{ bearer: [] }];
}

/** The OpenAPI 3.1 document of one service (or of all of them), generated from the zod schemas. */
export function buildOpenApiDocument(service?: ServiceName, serverUrl?: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorContent = { 'application/json': { schema: schemaOf(ApiErrorSchema, 'output') } };
  for (const endpoint of ENDPOINTS.filter((e) => !service || e.service === service)) {
    const key = service ? endpoint.path : `/${endpoint.service}${endpoint.path}`;
    const operation: JsonSchema = {
      summary: endpoint.summary,
      tags: [endpoint.service],
      parameters: queryParameters(endpoint),
      security: security(endpoint.auth),
      responses: {
        '200': { description: 'OK', content: responseContent(endpoint.response) },
        '400': { description: 'Ungültige Eingabe', content: errorContent },
        ...(endpoint.auth !== 'none' ? { '401': { description: 'Token fehlt oder ist ungültig', content: errorContent } } : {}),
        ...(endpoint.auth === 'service+user' ? { '403': { description: 'Nicht erlaubt', content: errorContent } } : {}),
      },
    };
    if (endpoint.body) {
      operation['requestBody'] = { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } };
    }
    if (endpoint.form) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: schemaOf(endpoint.form, 'input') } },
      };
    }
    if (endpoint.multipart) {
      operation['requestBody'] = { required: true, content: { 'multipart/form-data': { schema: schemaOf(endpoint.multipart, 'input') } } };
    }
    paths[key] = { ...(paths[key] ?? {}), [endpoint.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: `FOBU reference back end${service ? ` – ${service}` : ''}`, version: '1.0.0' },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
