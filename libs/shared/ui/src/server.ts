// What the build computes once from the design system, apart from the main door so that no browser
// bundle carries the server renderer.
export { renderGlobalStyles } from './lib/theme/global-styles';
