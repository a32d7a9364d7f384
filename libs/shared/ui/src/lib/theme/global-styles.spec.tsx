// @vitest-environment node
// As at build time: in Node, where Emotion writes its styles into the markup.
import { renderGlobalStyles } from '../../server';
// As the build's entry loads every static style before it renders the stylesheet.
import { pageFrameClass } from '../layout/page-frame.styles';
import { skipLinkClass } from '../layout/skip-link.styles';
import { buttonClass } from '../form/button.styles';

describe('renderGlobalStyles', () => {
  const css = renderGlobalStyles();

  it('declares the cascade layers before the recipes’ rules could', () => {
    expect(css.indexOf('@layer reset,base,tokens,recipes;')).toBe(0);
  });

  it('holds the reset, the global styles and the tokens in light and dark', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/html,body\{[^}]*background:var\(--fobu-colors-bg\)/);
    expect(css).toMatch(/:where\(:root, ?:host\)\{[^}]*--fobu-colors-brand-fg:/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--fobu-colors-bg:/);
  });

  it('hides text meant for screen readers only from the screen, not from the accessibility tree', () => {
    const rule = /\[data-sr-only\]\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('position:absolute');
    expect(rule).toContain('width:1px');
    expect(rule).toContain('clip:rect(0, 0, 0, 0)');
    expect(rule).not.toMatch(/display:none|visibility:hidden/);
  });

  it('holds the static styles under their class names, resolved by the design system and in no cascade layer', () => {
    const rule = new RegExp(`(^|[}\\s])\\.${pageFrameClass}\\{([^}]*)\\}`).exec(css)?.[2] ?? '';
    expect(rule).toContain('display:flex');
    expect(rule).toContain('min-height:100dvh');
    expect(css).toMatch(new RegExp(`\\.${pageFrameClass}>main>\\[data-page-width\\]\\{[^}]*max-width:1440px`));
    // Outside every block, as Emotion inserts a component's style: no layer's rule outweighs it.
    const before = css.slice(0, css.indexOf(`.${pageFrameClass}{`));
    expect(before.split('{').length).toBe(before.split('}').length);
  });

  it('shows the skip link when it has the focus, with the portal’s focus ring', () => {
    const focused = new RegExp(`\\.${skipLinkClass}:is\\(:focus-visible[^{]*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(focused).toContain('position:fixed');
    expect(focused).toContain('clip:auto');
    expect(focused).toContain('outline:3px solid');
  });

  it('draws the solid button in the brand’s palette, the outline button in the text’s colour', () => {
    const solid = new RegExp(`\\.${buttonClass}\\[data-variant="solid"\\]\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(solid).toContain('--fobu-colors-color-palette-solid:var(--fobu-colors-brand-solid)');
    const outline = new RegExp(`\\.${buttonClass}\\[data-variant="outline"\\]\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(outline).toContain('color:inherit');
    expect(outline).toContain('border-color:currentColor');
  });
});
