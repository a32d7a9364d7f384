import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { headingStyle } from '../theme/heading-style';

export interface ScreenPageProps {
  readonly title: string;
  /** One or two sentences under the title. */
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * The heading's and the lead's look, set once on the screen (see `SiteHeader`): every screen
 * renders them, so a signed-in screen's first render has two Chakra components fewer to resolve.
 */
const SCREEN_PAGE_STYLE: SystemStyleObject = {
  '& > h1': { ...headingStyle('2xl'), textStyle: { base: '2xl', md: '3xl' }, fontWeight: '700', mb: '6' },
  '&[data-with-lead] > h1': { mb: '3' },
  '& > [data-lead]': { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '70ch', mb: '6' },
};

/** A screen's heading (the page's only h1), the document title, and its content. */
export function ScreenPage({ title, lead, children }: ScreenPageProps) {
  useDocumentTitle(title);
  return (
    <chakra.div data-with-lead={lead ? '' : undefined} css={SCREEN_PAGE_STYLE}>
      <h1>{title}</h1>
      {lead && <p data-lead="">{lead}</p>}
      {children}
    </chakra.div>
  );
}

const SITE_NAME = 'Fortbildungsportal Schleswig-Holstein';

/** Sets the tab's title, so that screen readers and the history name the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
}
