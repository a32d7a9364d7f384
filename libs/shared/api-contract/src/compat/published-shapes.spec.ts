import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, SERVICE_NAMES, type ServiceName } from '../index';
import { breakingChanges, isNewMajor } from './breaking-changes';

// The shapes published with the package (openapi/README.md): the documents the package build writes
// must not break them while the package's major version stays the same.
const projectRoot = join(import.meta.dirname, '../..');
const publishedDir = join(projectRoot, 'openapi');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const { version } = readJson<{ version: string }>(join(projectRoot, 'package.json'));
const published = readJson<{ version: string }>(join(publishedDir, 'published-version.json'));
const publishedServices = readdirSync(publishedDir)
  .filter((file) => file.endsWith('.json') && file !== 'published-version.json')
  .map((file) => file.replace(/\.json$/, ''));
const REFRESH = 'npx nx run api-contract:refresh-openapi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests edit the generated JSON along known paths
type Document = { paths: Record<string, Record<string, any>> };
/** The forms service's document with only the booking's path (the whole one takes api-smart-diff seconds). */
const forms = (): Document => {
  const doc = buildOpenApiDocument('forms') as Document;
  return {
    ...doc,
    paths: { '/api/v1/anmeldungen': doc.paths['/api/v1/anmeldungen'], '/api/v1/filterwerte': doc.paths['/api/v1/filterwerte'] },
  };
};
const bookingOf = (doc: Document) => doc.paths['/api/v1/anmeldungen']['post'];
const responseSchema = (doc: Document) => bookingOf(doc).responses['200'].content['application/json'].schema;
const requestSchema = (doc: Document) => bookingOf(doc).requestBody.content['application/json'].schema.anyOf[0];

describe('the published OpenAPI shapes', () => {
  it.each(publishedServices)(
    '%s: the contract keeps every published shape, or the major version changes',
    (service) => {
      const allowed = isNewMajor(published.version, version);
      const current = (SERVICE_NAMES as readonly string[]).includes(service) ? buildOpenApiDocument(service as ServiceName) : {};
      const changes = allowed ? [] : breakingChanges(readJson(join(publishedDir, `${service}.json`)), current);
      expect(
        changes,
        `@fobu/api-contract ${version} breaks the shapes published with ${published.version}: raise the major version ` +
          `(a "feat!:" commit, nx release), or revert the change. After the release: ${REFRESH}`,
      ).toEqual([]);
      // The forms service's megabyte takes api-smart-diff seconds on a busy machine.
    },
    60_000,
  );

  it('holds a published copy of every service', () => {
    expect(
      SERVICE_NAMES.filter((service) => !existsSync(join(publishedDir, `${service}.json`))),
      `new service: ${REFRESH}`,
    ).toEqual([]);
  });
});

describe('breakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(forms(), forms())).toEqual([]);
  });

  it('finds a removed path, response field, media type and a changed type', () => {
    const removedPath = forms();
    delete removedPath.paths['/api/v1/filterwerte'];
    const removedField = forms();
    delete responseSchema(removedField).properties.titel;
    const changedType = forms();
    responseSchema(changedType).properties.titel = { type: 'integer' };
    const otherMedia = forms();
    bookingOf(otherMedia).responses['200'].content = { 'text/csv': {} };

    for (const changed of [removedPath, removedField, changedType, otherMedia]) {
      expect(breakingChanges(forms(), changed)).not.toEqual([]);
    }
    expect(breakingChanges(forms(), removedField).map((change) => change.where)).toContainEqual(
      expect.stringMatching(/properties\/titel$/),
    );
  });

  it('finds a newly required request field and query parameter', () => {
    const requiredField = forms();
    requestSchema(requiredField).properties.schule = { type: 'string' };
    requestSchema(requiredField).required.push('schule');
    const requiredQuery = forms();
    bookingOf(requiredQuery).parameters.push({ name: 'schule', in: 'query', required: true, schema: { type: 'string' } });

    expect(breakingChanges(forms(), requiredField)).not.toEqual([]);
    expect(breakingChanges(forms(), requiredQuery)).not.toEqual([]);
  });

  it('lets additions pass: a new path, an optional request field, a new response field, a new summary', () => {
    const added = forms();
    added.paths['/api/v1/neu'] = { get: { responses: { '200': { description: 'OK' } } } };
    requestSchema(added).properties.hinweis = { type: 'string' };
    responseSchema(added).properties.hinweis = { type: 'string' };
    bookingOf(added).summary = 'Bucht einen Termin';

    expect(breakingChanges(forms(), added)).toEqual([]);
  });
});

describe('isNewMajor', () => {
  it('allows breaking changes only with a higher major version', () => {
    expect(isNewMajor('0.0.1', '1.0.0')).toBe(true);
    expect(isNewMajor('1.4.2', '2.0.0-rc.1')).toBe(true);
    expect(isNewMajor('1.4.2', '1.5.0')).toBe(false);
    expect(isNewMajor('0.0.1', '0.9.0')).toBe(false);
  });
});
