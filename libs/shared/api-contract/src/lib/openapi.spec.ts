import { buildOpenApiDocument } from './openapi';
import { ENDPOINTS } from './endpoints';
import { TerminSearchQuerySchema } from './forms';
import { KREISE } from './reference-data';

describe('api contract', () => {
  it('lists all 15 districts of Schleswig-Holstein: 11 Kreise, 4 kreisfreie Städte', () => {
    expect(KREISE).toHaveLength(15);
    expect(KREISE.filter((k) => k.art === 'kreisfreie Stadt')).toHaveLength(4);
  });

  it('parses a date search from query strings, with defaults', () => {
    const query = TerminSearchQuerySchema.parse({ mandant: 'iqsh', kreis: 'kiel,ploen', page: '2' });
    expect(query).toMatchObject({ mandant: 'iqsh', kreis: ['kiel', 'ploen'], page: 2, pageSize: 20, sort: 'beginn' });
    expect(TerminSearchQuerySchema.safeParse({ mandant: 'iqsh', kreis: 'atlantis' }).success).toBe(false);
    expect(TerminSearchQuerySchema.safeParse({ mandant: 'hamburg' }).success).toBe(false);
  });

  it('generates an OpenAPI document with every endpoint', () => {
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(ENDPOINTS.length);
    expect(doc.paths['/forms/api/v1/termine']).toHaveProperty('get');
    const forms = buildOpenApiDocument('forms') as { paths: Record<string, unknown> };
    expect(Object.keys(forms.paths)).toContain('/api/v1/anmeldungen');
    expect(JSON.stringify(forms)).toContain('X-User-Authorization');
  });
});
