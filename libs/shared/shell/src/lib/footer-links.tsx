import { chakra } from '@chakra-ui/react';
import { FOOTER_PAGES, PUBLIC_PAGE_TITLES, type Role, type Tenant } from '@fobu/domain';
import { createLink } from '@fobu/routing';
import { footerLinkStyle } from '@fobu/ui';

const FooterLink = createLink(chakra.a);

/** Support, privacy and imprint: inside a role branch the branch's own pages, else the public ones. */
export function FooterLinks({ tenant, role }: { tenant: Tenant; role: Role | undefined }) {
  return FOOTER_PAGES.map((page) => (
    <chakra.li key={page}>
      {role ? (
        <FooterLink to={`/$mandant/$role/${page}`} params={{ mandant: tenant, role }} {...footerLinkStyle}>
          {PUBLIC_PAGE_TITLES[page]}
        </FooterLink>
      ) : (
        <FooterLink to={`/$mandant/${page}`} params={{ mandant: tenant }} {...footerLinkStyle}>
          {PUBLIC_PAGE_TITLES[page]}
        </FooterLink>
      )}
    </chakra.li>
  ));
}
