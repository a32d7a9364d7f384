import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the built web fonts matching `pattern`, so that the browser
 * fetches them together with the page rather than after the stylesheet: text is then painted once,
 * in its own font, instead of in a fallback first (a second paint that delays LCP).
 */
export function preloadFontsPlugin({ pattern }: { pattern: RegExp }): Plugin {
  return {
    name: 'fobu-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, context): HtmlTagDescriptor[] {
      const fonts = Object.keys(context.bundle ?? {}).filter((fileName) => pattern.test(fileName));
      return fonts.sort().map((fileName) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${fileName}`, crossorigin: '' },
        injectTo: 'head',
      }));
    },
  };
}
