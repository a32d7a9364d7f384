import { FOOTER_PAGES, footerLabel, LEGAL_SCREENS, type Role, type Tenant } from '@fobu/domain';
import { Link } from '@fobu/routing';

const isLegalScreen = (page: string): page is (typeof LEGAL_SCREENS)[number] => (LEGAL_SCREENS as readonly string[]).includes(page);

/**
 * The footer's pages. Inside a role branch, support, privacy and imprint are the branch's own
 * screens (spec section 2), so the header keeps the role's navigation; the other pages are public.
 */
export function FooterLinks({ tenant, role }: { tenant: Tenant; role: Role | undefined }) {
  return FOOTER_PAGES.map((page) => (
    <li key={page}>
      {role && isLegalScreen(page) ? (
        <Link to={`/$mandant/$role/${page}`} params={{ mandant: tenant, role }}>
          {footerLabel(page)}
        </Link>
      ) : (
        <Link to={`/$mandant/${page}`} params={{ mandant: tenant }}>
          {footerLabel(page)}
        </Link>
      )}
    </li>
  ));
}
