import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { withServerEntry } from './server-entry';

interface PrerenderEntry {
  readonly PRERENDERED_PATHS: readonly { path: string; title: string }[];
  renderPage(path: string): Promise<string>;
}

const SITE_NAME = 'Fortbildungsportal Schleswig-Holstein';
const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html with a page's pre-rendered markup and title. */
export function pageDocument(template: string, html: string, title: string): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html enthält kein ${EMPTY_ROOT}.`);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} – ${SITE_NAME}`)}</title>`)
    .replace(EMPTY_ROOT, `<div id="root">${html}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * After the client build, renders the public pages (the entry's PRERENDERED_PATHS) to
 * `{path}/index.html`, so that their first paint comes from HTML and CSS alone; the app hydrates
 * them.
 */
export function prerenderPlugin({ entry }: { entry: string }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'fobu-prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await withServerEntry<PrerenderEntry, void>(root, entry, async (server) => {
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const { path, title } of server.PRERENDERED_PATHS) {
          const file = join(outDir, path, 'index.html');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, pageDocument(template, await server.renderPage(path), title));
        }
      });
    },
  };
}
