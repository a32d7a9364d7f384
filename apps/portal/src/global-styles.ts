// Build-time entry of the global stylesheet (build/global-styles.ts): nothing of it reaches the browser as code.
export { renderGlobalStyles } from '@fobu/ui/server';

/**
 * Every library's static styles (`staticStyle` in `@fobu/ui`), so that the stylesheet holds them
 * all: the modules `build/static-styles.ts` turns into class names (`STATIC_STYLES_MODULE`; a
 * glob must be written out). Exported, since a library whose code is marked free of side effects
 * would otherwise be left out of the bundle with its styles.
 */
export const STATIC_STYLE_MODULES = import.meta.glob('../../../libs/**/src/**/*.styles.ts', { eager: true });
