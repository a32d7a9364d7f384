// Writes the OpenAPI document of each service, generated from the contract's zod schemas
// (buildOpenApiDocument), as <folder>/openapi/<service>.json.
//   tsx scripts/openapi-documents.ts <package folder>   the package build (tools/scripts/build-package.mjs)
//   tsx scripts/openapi-documents.ts --published         refreshes the committed published shapes in ../openapi
//                                                        with the package's version (openapi/README.md says when)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, SERVICE_NAMES } from '../src/index';

const projectRoot = join(import.meta.dirname, '..');
const arg = process.argv[2];
if (!arg) throw new Error('usage: tsx scripts/openapi-documents.ts <package folder> | --published');
const folder = arg === '--published' ? projectRoot : arg;
mkdirSync(join(folder, 'openapi'), { recursive: true });
for (const service of SERVICE_NAMES) {
  writeFileSync(join(folder, 'openapi', `${service}.json`), JSON.stringify(buildOpenApiDocument(service), null, 2) + '\n');
}
if (arg === '--published') {
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(projectRoot, 'openapi', 'published-version.json'), JSON.stringify({ version }, null, 2) + '\n');
}
console.log(`OpenAPI documents of ${SERVICE_NAMES.join(', ')} written to ${join(folder, 'openapi')}`);
