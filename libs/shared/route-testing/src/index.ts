export { renderRoute, type RenderRouteOptions, type RenderedRoute } from './lib/render-route';
export { json, type ServiceCall, type ServiceHandler, type TestService } from './lib/fake-services';
