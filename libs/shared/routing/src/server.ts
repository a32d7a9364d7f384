// The router's side of pre-rendering, apart from the main door so that no browser bundle carries
// the server renderer.
export { renderRouterPage } from './lib/ssr/render-router-page';
