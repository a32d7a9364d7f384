import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BARE_LIST_STYLE } from '../list/plain-list-style';
import { PAGE_WIDTH_STYLE } from './page-width';

/**
 * The footer's look, set once on it (see `SiteHeader`). Its links are plain links: underlined, at
 * least 44 px high on touch screens; seven of them wrap onto further rows instead of pushing the
 * page wider (WCAG 1.4.10).
 */
const SITE_FOOTER_STYLE: SystemStyleObject = {
  bg: 'bg.muted',
  borderTopWidth: '1px',
  borderColor: 'border',
  mt: 'auto',
  '& > div': { ...PAGE_WIDTH_STYLE, py: '6' },
  '& > div > p': { fontSize: 'sm', color: 'fg.muted', mb: '3' },
  '& ul': {
    ...BARE_LIST_STYLE,
    display: 'flex',
    flexWrap: 'wrap',
    flexDirection: { base: 'column', sm: 'row' },
    columnGap: { base: '5', md: '6' },
    rowGap: '0',
  },
  '& ul a': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '44px',
    color: 'fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { color: 'brand.fg' },
  },
};

/** The footer with the service, accessibility and legal links every page carries (`links`: the list's items, each a link). */
export function SiteFooter({ tenantName, links }: { tenantName: string; links: ReactNode }) {
  return (
    <chakra.footer css={SITE_FOOTER_STYLE}>
      <div>
        <p>{tenantName}</p>
        <nav aria-label="Service und Rechtliches">
          <ul>{links}</ul>
        </nav>
      </div>
    </chakra.footer>
  );
}
