import type { PublicPage } from '@fobu/domain';
import { createContext, useContext, type ReactNode } from 'react';

/** Where a link in the texts points: a public page of the current tenant, or its start page. */
export type ContentTarget = PublicPage | 'start';

/** Renders a link to a page of the portal; the app passes one that uses its router. */
export type RenderContentLink = (target: ContentTarget, children: ReactNode) => ReactNode;

const ContentLinkContext = createContext<RenderContentLink | undefined>(undefined);

/**
 * The texts link to other pages, but this library knows no router (the lint keeps it out of
 * ui libraries): the feature that shows a text provides the link.
 */
export function ContentLinkProvider({ render, children }: { render: RenderContentLink; children: ReactNode }) {
  return <ContentLinkContext.Provider value={render}>{children}</ContentLinkContext.Provider>;
}

/** A link to a page of the portal, inside a text. */
export function PageLink({ to, children }: { to: ContentTarget; children: ReactNode }) {
  const render = useContext(ContentLinkContext);
  if (!render) throw new Error('ContentLinkProvider fehlt: Texte mit Verweisen brauchen einen Link-Renderer.');
  return <>{render(to, children)}</>;
}
