import { useEffect, type ReactNode } from 'react';
import { screenPageClass } from './screen-page.styles';

export interface ScreenPageProps {
  readonly title: string;
  /** One or two sentences under the title. */
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
  /** A static style of the screen's own (`staticStyle`), for the parts it renders in it. */
  readonly className?: string;
}

/** A screen's heading (the page's only h1), the document title, and its content. */
export function ScreenPage({ title, lead, children, className }: ScreenPageProps) {
  useDocumentTitle(title);
  return (
    <div data-with-lead={lead ? '' : undefined} className={className ? `${screenPageClass} ${className}` : screenPageClass}>
      <h1>{title}</h1>
      {lead && <p data-lead="">{lead}</p>}
      {children}
    </div>
  );
}

const SITE_NAME = 'Fortbildungsportal Schleswig-Holstein';

/** Sets the tab's title, so that screen readers and the history name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
}
