import * as chakra from '@chakra-ui/react';
import { createSystem, defaultBaseConfig, defineConfig, defineRecipe, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  buttonRecipe,
  headingRecipe,
  linkRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  toastSlotRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { BREAKPOINTS } from '@fobu/domain';
import { focusRing } from './focus-ring';
import { printCss } from './print-css';
import { portalSemanticRadii, portalSemanticShadows, portalTokens } from './tokens';

/** The semantic slots Chakra's recipes read from a colour palette, in light and dark. */
function paletteSemantics(name: string, light: { solid: string; fg: string }, dark: { solid: string; fg: string }) {
  const ref = (stop: number | string) => `{colors.${name}.${stop}}`;
  return {
    solid: { value: { base: light.solid, _dark: dark.solid } },
    contrast: { value: { base: 'white', _dark: '{colors.neutral.950}' } },
    fg: { value: { base: light.fg, _dark: dark.fg } },
    muted: { value: { base: ref(100), _dark: ref(800) } },
    subtle: { value: { base: ref(50), _dark: ref(900) } },
    emphasized: { value: { base: ref(200), _dark: ref(700) } },
    focusRing: { value: { base: ref(600), _dark: ref(300) } },
    border: { value: { base: ref(300), _dark: ref(600) } },
  };
}

/**
 * Chakra's recipes draw a focus ring of their own (2 px, in the palette's colour); they show the
 * portal's instead. In the recipe, since the recipes' layer overrides the global CSS.
 */
function withPortalFocusRing<R extends { base?: object }>(recipe: R): R {
  return {
    ...recipe,
    base: {
      ...recipe.base,
      focusVisibleRing: undefined,
      _focusVisible: focusRing,
    },
  };
}

/** Chakra's button as the portal draws it; the header's plain buttons take its look from here too. */
export const portalButtonRecipe = withPortalFocusRing(buttonRecipe);

const portalConfig = defineConfig({
  cssVarsPrefix: 'fobu',
  preflight: true,
  globalCss: {
    'html, body': {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      lineHeight: '1.5',
    },
    // Links in running text: underlined, in the brand colour, readable in both themes.
    'main a:not([class])': {
      color: 'brand.fg',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _hover: { textDecorationThickness: '2px' },
    },
    // Text for screen readers only (`ScreenReaderText`): in the page's stylesheet rather than a
    // Chakra component's style, which each would resolve and serialise as it renders.
    '[data-sr-only]': { srOnly: true },
    // A link whose box covers its card, so the whole card is one target (see the start page). Its
    // focus ring is the one below, round the title: the card's own text stays readable in it.
    '.stretched-link': {
      color: 'inherit',
      textDecoration: 'none',
      _after: { content: '""', position: 'absolute', inset: '0' },
    },
    '*:focus-visible': focusRing,
    // Chromium moves the focus of a date field into its day, month and year parts: the field itself
    // is never :focus-visible, so the ring follows its :focus-within.
    'input[type="date"]:focus-within': focusRing,
    // On the header's navy (light mode 2.7:1 for brand.600) the ring takes brand.200 (9:1).
    '[data-surface="brand"]': {
      '--fobu-colors-focus-ring': 'var(--fobu-colors-brand-200)',
    },
    ...printCss,
  },
  theme: {
    textStyles,
    // Only what the portal's recipes and tokens use, instead of Chakra's full sets: the button's
    // disabled look and the two animations (spinner, loading skeleton).
    layerStyles: {
      disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
    },
    keyframes: {
      spin: {
        '0%': { transform: 'rotate(0deg)' },
        '100%': { transform: 'rotate(360deg)' },
      },
      pulse: { '50%': { opacity: '0.5' } },
    },
    breakpoints: {
      sm: `${BREAKPOINTS.sm}px`,
      md: `${BREAKPOINTS.md}px`,
      lg: `${BREAKPOINTS.lg}px`,
      xl: `${BREAKPOINTS.xl}px`,
    },
    tokens: portalTokens,
    semanticTokens: {
      radii: portalSemanticRadii,
      shadows: portalSemanticShadows,
      colors: {
        bg: {
          DEFAULT: { value: { base: 'white', _dark: '#091235' } },
          subtle: { value: { base: '{colors.neutral.25}', _dark: '#0d1a45' } },
          muted: { value: { base: '{colors.neutral.50}', _dark: '#142256' } },
          emphasized: {
            value: { base: '{colors.neutral.100}', _dark: '#1c2c66' },
          },
          panel: { value: { base: 'white', _dark: '#0d1a45' } },
          inverted: { value: { base: '{colors.neutral.950}', _dark: 'white' } },
          error: {
            value: { base: '{colors.red.50}', _dark: '{colors.red.950}' },
          },
          warning: {
            value: { base: '{colors.orange.50}', _dark: '{colors.orange.950}' },
          },
          success: {
            value: { base: '{colors.green.50}', _dark: '{colors.green.950}' },
          },
          info: {
            value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' },
          },
        },
        fg: {
          DEFAULT: {
            value: {
              base: '{colors.neutral.950}',
              _dark: '{colors.neutral.25}',
            },
          },
          muted: {
            value: {
              base: '{colors.neutral.700}',
              _dark: '{colors.neutral.200}',
            },
          },
          subtle: {
            value: {
              base: '{colors.neutral.600}',
              _dark: '{colors.neutral.300}',
            },
          },
          inverted: { value: { base: 'white', _dark: '{colors.neutral.950}' } },
          error: {
            value: { base: '{colors.red.700}', _dark: '{colors.red.300}' },
          },
          warning: {
            value: {
              base: '{colors.orange.700}',
              _dark: '{colors.orange.300}',
            },
          },
          success: {
            value: { base: '{colors.green.700}', _dark: '{colors.green.300}' },
          },
          info: {
            value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' },
          },
        },
        border: {
          DEFAULT: {
            value: { base: '{colors.neutral.200}', _dark: '#2a3a78' },
          },
          muted: { value: { base: '{colors.neutral.100}', _dark: '#1c2c66' } },
          subtle: { value: { base: '{colors.neutral.50}', _dark: '#142256' } },
          emphasized: {
            value: {
              base: '{colors.neutral.500}',
              _dark: '{colors.neutral.400}',
            },
          },
          error: {
            value: { base: '{colors.red.600}', _dark: '{colors.red.400}' },
          },
        },
        /** The header and other brand surfaces: the portal's navy. */
        header: {
          DEFAULT: { value: { base: '#001e49', _dark: '#050b24' } },
          fg: { value: { base: 'white', _dark: '{colors.neutral.25}' } },
          muted: {
            value: {
              base: '{colors.brand.100}',
              _dark: '{colors.neutral.200}',
            },
          },
          hover: { value: { base: '#0a2c63', _dark: '#111c48' } },
        },
        focusRing: {
          value: { base: '{colors.brand.600}', _dark: '{colors.brand.200}' },
        },
        brand: paletteSemantics(
          'brand',
          { solid: '{colors.brand.700}', fg: '{colors.brand.700}' },
          { solid: '{colors.brand.300}', fg: '{colors.brand.200}' },
        ),
        gray: paletteSemantics(
          'neutral',
          { solid: '{colors.neutral.900}', fg: '{colors.neutral.800}' },
          { solid: '{colors.neutral.100}', fg: '{colors.neutral.100}' },
        ),
        red: paletteSemantics(
          'red',
          { solid: '{colors.red.600}', fg: '{colors.red.700}' },
          { solid: '{colors.red.400}', fg: '{colors.red.300}' },
        ),
        green: paletteSemantics(
          'green',
          { solid: '{colors.green.700}', fg: '{colors.green.700}' },
          { solid: '{colors.green.300}', fg: '{colors.green.300}' },
        ),
        orange: paletteSemantics(
          'orange',
          { solid: '{colors.orange.600}', fg: '{colors.orange.700}' },
          { solid: '{colors.orange.300}', fg: '{colors.orange.300}' },
        ),
        blue: paletteSemantics(
          'blue',
          { solid: '{colors.blue.700}', fg: '{colors.blue.700}' },
          { solid: '{colors.blue.300}', fg: '{colors.blue.300}' },
        ),
      },
    },
    recipes: {
      // Every Container gives its own width and padding; the recipe centres it on wide screens.
      container: defineRecipe({
        base: { position: 'relative', w: '100%', mx: 'auto' },
      }),
      button: portalButtonRecipe,
      heading: headingRecipe,
      link: withPortalFocusRing(linkRecipe),
      skipNavLink: withPortalFocusRing(skipNavLinkRecipe),
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      toast: toastSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;
let systemForApp: SystemContext | undefined;

type SystemSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;

/**
 * Chakra's `createSystem` as steps, which the portal's build adds to Chakra (apps/portal/build/
 * chakra-start-up.ts, for the browser bundle and the pre-rendering); undefined where Chakra runs
 * unedited (the unit tests).
 */
const createSystemSteps = (chakra as unknown as { createSystemSteps?: SystemSteps }).createSystemSteps;

/**
 * The portal's design system: Chakra's base (conditions, utilities) with KERN's colours, radii
 * and type, and only the recipes the portal renders, so the first visit loads no unused styles.
 * Made at its first use rather than while its module loads: creating it is the largest single
 * piece of the app's start, which runs it in tasks of its own (`portalSystemInSteps`).
 */
export function portalSystem(): SystemContext {
  // createSystem merges its configs itself: merged before, they would be walked and cloned twice.
  system ??= createSystem(defaultBaseConfig, portalConfig);
  return system;
}

/**
 * Creates the portal's design system in steps: the caller runs each in a task of its own (the
 * app's start, apps/portal/src/boot.tsx), so that a phone spends three short tasks instead of one
 * of about 100 ms in which a tap would wait. Where Chakra has no steps, in one.
 */
export function* portalSystemInSteps(): Generator<void, SystemContext, void> {
  if (!system && createSystemSteps) system = yield* createSystemSteps(defaultBaseConfig, portalConfig);
  return portalSystem();
}

/**
 * The system the app renders with: the same, but without the global styles, which every page
 * already has in its head (`renderGlobalStyles`, written by the build). Chakra's provider would
 * otherwise serialise, hash and insert them again on every start. Not a copy: reading `_global`
 * is what computes it in the browser bundle (build/chakra-start-up.ts).
 */
export function systemWithoutGlobalStyles(): SystemContext {
  systemForApp ??= Object.create(portalSystem(), { _global: { value: [] } }) as SystemContext;
  return systemForApp;
}
