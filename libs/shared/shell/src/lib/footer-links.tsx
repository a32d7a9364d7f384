import { chakra } from '@chakra-ui/react';
import { FOOTER_PAGES, PUBLIC_PAGE_TITLES, type Role, type Tenant } from '@fobu/domain';
import { footerLinkStyle } from '@fobu/ui';
import { ChakraRouterLink } from './chakra-router-link';

/** Support, privacy and imprint: inside a role branch the branch's own pages, else the public ones. */
export function FooterLinks({ tenant, role }: { tenant: Tenant; role: Role | undefined }) {
  return FOOTER_PAGES.map((page) => (
    <chakra.li key={page}>
      {role ? (
        <ChakraRouterLink to={`/$mandant/$role/${page}`} params={{ mandant: tenant, role }} {...footerLinkStyle}>
          {PUBLIC_PAGE_TITLES[page]}
        </ChakraRouterLink>
      ) : (
        <ChakraRouterLink to={`/$mandant/${page}`} params={{ mandant: tenant }} {...footerLinkStyle}>
          {PUBLIC_PAGE_TITLES[page]}
        </ChakraRouterLink>
      )}
    </chakra.li>
  ));
}
