import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_WIDTH_STYLE } from './page-width';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Header, main area and footer styled once on the frame: the frame and its main area are plain
 * elements (see `SiteHeader`).
 */
const PAGE_FRAME_STYLE: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  minH: '100dvh',
  '& > main': { flex: '1', _focus: { outline: 'none' } },
  '& > main > [data-page-width]': { ...PAGE_WIDTH_STYLE, py: { base: '6', md: '10' } },
};

/** The page: header, the main landmark the skip link jumps to, and the footer at the bottom. */
export function PageFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <chakra.div css={PAGE_FRAME_STYLE}>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div data-page-width="">{children}</div>
      </main>
      {footer}
    </chakra.div>
  );
}
