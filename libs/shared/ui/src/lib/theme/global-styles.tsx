import { Global } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticStyles } from './static-styles';
import { portalSystem } from './system';

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The design system's global CSS as one stylesheet: the cascade layers' order, the reset, the
 * global styles, every token's custom property in light and dark, and the static styles of the
 * modules loaded before (`staticStyle`; the build's entry loads them all). The build writes it
 * into the page's head, so that no visitor's browser computes and serialises it again at start-up
 * (`systemWithoutGlobalStyles`). Rendered through Emotion's `Global` as `ChakraProvider` does,
 * so that it is the same CSS the provider would have inserted.
 */
export function renderGlobalStyles(): string {
  const system = portalSystem();
  const markup = renderToStaticMarkup(
    <>
      <Global styles={system.layers.atRule} />
      <Global styles={system._global} />
      <StaticStyles system={system} />
    </>,
  );
  const rules = [...markup.matchAll(STYLE_ELEMENT)].map(([, css]) => css);
  if (rules.length !== 3 || rules.some((css) => css.trim() === '')) throw new Error('Emotion hat die globalen Stile nicht geschrieben.');
  return rules.join('\n');
}
