import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';
import { kernPalette } from './kern-palette';

/**
 * The portal's design tokens, written out instead of importing Chakra's default set: that set
 * (every colour palette and scale) is bytes and start-up work on every first visit, and the
 * portal needs only what its recipes read. Scales follow KERN: a 4 px grid, radii of 2/4/8 px.
 */
const tokenScale = (entries: Record<string | number, string | number>): Record<string, { value: string }> =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value: String(value) }]));

const SPACING_STEPS = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 80, 96,
];
const spacing = Object.fromEntries(SPACING_STEPS.map((step) => [step, `${step / 4}rem`]));

export const portalTokens = defineTokens({
  colors: {
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    black: { value: '#09090B' },
    white: { value: '#FFFFFF' },
    neutral: tokenScale(kernPalette.neutral),
    gray: tokenScale(kernPalette.neutral),
    brand: tokenScale(kernPalette.darkblue),
    red: tokenScale(kernPalette.red),
    green: tokenScale(kernPalette.green),
    orange: tokenScale(kernPalette.orange),
    blue: tokenScale(kernPalette.lightblue),
  },
  spacing: tokenScale(spacing),
  sizes: tokenScale({
    ...spacing,
    '3xs': '14rem',
    '2xs': '16rem',
    xs: '20rem',
    sm: '24rem',
    md: '28rem',
    lg: '32rem',
    xl: '36rem',
    '2xl': '42rem',
    '3xl': '48rem',
    '4xl': '56rem',
    '5xl': '64rem',
    '6xl': '72rem',
    '7xl': '80rem',
    '8xl': '90rem',
    max: 'max-content',
    min: 'min-content',
    fit: 'fit-content',
    prose: '60ch',
    full: '100%',
  }),
  fonts: tokenScale({
    heading: "'Fira Sans', 'Segoe UI', Arial, sans-serif",
    body: "'Fira Sans', 'Segoe UI', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  }),
  fontSizes: tokenScale({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem',
  }),
  fontWeights: tokenScale({ light: '300', normal: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' }),
  lineHeights: tokenScale({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
  letterSpacings: tokenScale({ tighter: '-0.05em', tight: '-0.025em', wide: '0.025em', wider: '0.05em', widest: '0.1em' }),
  radii: tokenScale({
    none: '0',
    '2xs': '1px',
    xs: '2px',
    sm: '2px',
    md: '4px',
    lg: '8px',
    xl: '12px',
    '2xl': '16px',
    full: '9999px',
  }),
  borders: tokenScale({ xs: '0.5px solid', sm: '1px solid', md: '2px solid', lg: '4px solid' }),
  zIndex: tokenScale({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
    max: 2147483647,
  }),
  durations: tokenScale({
    fastest: '50ms',
    faster: '100ms',
    fast: '150ms',
    moderate: '200ms',
    slow: '300ms',
    slower: '400ms',
    slowest: '500ms',
  }),
  easings: tokenScale({
    default: 'cubic-bezier(0.2, 0, 0, 1)',
    'emphasized-in': 'cubic-bezier(0.05, 0.7, 0.1, 1)',
    'emphasized-out': 'cubic-bezier(0.3, 0, 0.8, 0.15)',
    in: 'cubic-bezier(0.42, 0, 1, 1)',
    out: 'cubic-bezier(0, 0, 0.58, 1)',
    'in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
  }),
  animations: tokenScale({ spin: 'spin 1s linear infinite', pulse: 'pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite' }),
  cursor: tokenScale({ button: 'pointer', disabled: 'not-allowed', option: 'default' }),
});

const shadow = (light: string, dark: string) => ({ value: { base: light, _dark: dark } });

export const portalSemanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
});

export const portalSemanticShadows = defineSemanticTokens.shadows({
  xs: shadow('0 1px 2px rgb(0 0 0 / 0.1)', '0 1px 1px rgb(0 0 0 / 0.64)'),
  sm: shadow('0 2px 4px rgb(0 0 0 / 0.1)', '0 2px 4px rgb(0 0 0 / 0.64)'),
  md: shadow('0 4px 8px rgb(0 0 0 / 0.1)', '0 4px 8px rgb(0 0 0 / 0.64)'),
  lg: shadow('0 8px 16px rgb(0 0 0 / 0.1)', '0 8px 16px rgb(0 0 0 / 0.64)'),
  xl: shadow('0 16px 24px rgb(0 0 0 / 0.1)', '0 16px 24px rgb(0 0 0 / 0.64)'),
  inset: shadow('inset 0 0 0 1px rgb(0 0 0 / 0.1)', 'inset 0 0 0 1px rgb(255 255 255 / 0.1)'),
});
