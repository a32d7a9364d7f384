import { attachRouterServerSsrUtils, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { ReactNode } from 'react';
import type { PortalRouter } from '../router';

/**
 * Renders the router's current location to HTML together with the router's dehydrated state:
 * inline scripts that the browser's `hydrateRouter` reads, so that the app takes the markup
 * over (hydrates it) instead of rendering it again. `app` must render the router.
 */
export async function renderRouterPage(router: PortalRouter, app: ReactNode): Promise<string> {
  attachRouterServerSsrUtils({ router, manifest: undefined });
  await router.load();
  await router.serverSsr?.dehydrate();
  const response = await renderRouterToString({ router, responseHeaders: new Headers(), children: app });
  const html = await response.text();
  if (!response.ok) throw new Error(`${router.state.location.pathname} ließ sich nicht vorab rendern (${response.status}).`);
  return html.replace(/^<!DOCTYPE html>/, '');
}
