import { chakra } from '@chakra-ui/react';
import { FOOTER_PAGES, footerLabel, LEGAL_SCREENS, type Role, type Tenant } from '@fobu/domain';
import { footerLinkStyle } from '@fobu/ui';
import { ChakraRouterLink } from './chakra-router-link';

const isLegalScreen = (page: string): page is (typeof LEGAL_SCREENS)[number] => (LEGAL_SCREENS as readonly string[]).includes(page);

/**
 * The footer's pages. Inside a role branch, support, privacy and imprint are the branch's own
 * screens (spec section 2), so the header keeps the role's navigation; the other pages are public.
 */
export function FooterLinks({ tenant, role }: { tenant: Tenant; role: Role | undefined }) {
  return FOOTER_PAGES.map((page) => (
    <chakra.li key={page}>
      {role && isLegalScreen(page) ? (
        <ChakraRouterLink to={`/$mandant/$role/${page}`} params={{ mandant: tenant, role }} {...footerLinkStyle}>
          {footerLabel(page)}
        </ChakraRouterLink>
      ) : (
        <ChakraRouterLink to={`/$mandant/${page}`} params={{ mandant: tenant }} {...footerLinkStyle}>
          {footerLabel(page)}
        </ChakraRouterLink>
      )}
    </chakra.li>
  ));
}
