import type { Plugin } from 'vite';
import { withServerEntry } from './server-entry';
import { STATIC_STYLES_MODULE } from './static-styles';

interface GlobalStylesEntry {
  renderGlobalStyles(): string;
}

/**
 * Writes the design system's global CSS (reset, global styles, the tokens' custom properties in
 * light and dark, the static styles) into the head of `index.html`, and so of every pre-rendered
 * page, computed once while building from the app's own design system (the entry's
 * `renderGlobalStyles`). Every visitor's browser used to compute, serialise and insert it at start-up. Inline rather than a
 * stylesheet of its own: the first paint waits for no further request.
 */
export function globalStylesPlugin({ entry, themeFolder }: { entry: string; themeFolder: string }): Plugin {
  let root = '';
  let css: Promise<string> | undefined;
  return {
    name: 'fobu-global-styles',
    configResolved(config) {
      root = config.root;
    },
    // The dev server computes it anew after a change to the theme or to a static style, and reloads
    // the page.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.includes(themeFolder) && !STATIC_STYLES_MODULE.test(file)) return;
        css = undefined;
        server.ws.send({ type: 'full-reload' });
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async () => {
        css ??= withServerEntry<GlobalStylesEntry, string>(root, entry, async (styles) => styles.renderGlobalStyles());
        return [{ tag: 'style', attrs: { 'data-fobu': 'global' }, children: await css, injectTo: 'head' }];
      },
    },
  };
}
