import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * Turns a served build into its next version as a deploy would: index.html changes (it carries
 * a build marker the test can see), and so does the service worker's precache manifest, which
 * makes `/sw.js` byte-different, so that the browser installs it as an update.
 */
export function deployNextVersion(dist: string, marker: string): void {
  const indexFile = join(dist, 'index.html');
  const index = readFileSync(indexFile, 'utf8').replace('<head>', `<head>\n    <meta name="fobu-build" content="${marker}" />`);
  writeTextFile(indexFile, index);
  const swFile = join(dist, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const next = sw.replace(/(url:\s*"index\.html",\s*revision:\s*")[^"]+"/, `$1${marker}"`);
  if (next === sw) throw new Error('sw.js hat keinen Precache-Eintrag für index.html.');
  writeTextFile(swFile, next);
}

/** Writes a file and its precompressed copy, which the web server prefers. */
function writeTextFile(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
}
