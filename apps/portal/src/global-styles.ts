// Build-time entry of the global stylesheet (build/global-styles.ts): nothing of it reaches the browser as code.
export { renderGlobalStyles } from '@fobu/ui/server';
