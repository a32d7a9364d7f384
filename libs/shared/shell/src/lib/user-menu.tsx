import type { LoggedInUser } from '@fobu/auth';
import { ROLE_LABELS } from '@fobu/domain';
import { Link, settingsLocation, useNavigate, usePortalContext } from '@fobu/routing';
import { HeaderButton, withDesignSystem } from '@fobu/ui';
import { userMenuClass } from './user-menu.styles';

/**
 * Who is signed in, in which role, their settings (the active role's dashboard's settings view,
 * current while open) and the way out (loaded with the first sign-in).
 */
function UserMenu({ user }: { user: LoggedInUser }) {
  const { auth } = usePortalContext();
  const navigate = useNavigate();
  const fullName = `${user.vorname} ${user.name}`;
  const signOut = async () => {
    await auth.logout();
    await navigate({ to: '/$mandant', params: { mandant: user.mandant } });
  };
  return (
    <section aria-label="Ihr Konto" className={userMenuClass}>
      <div>
        <span data-user-name="">{fullName}</span>
        <span data-user-role="">{ROLE_LABELS[user.activeRole]}</span>
      </div>
      <Link {...settingsLocation(user.mandant, user.activeRole)} data-header-button="ghost">
        Einstellungen
      </Link>
      <HeaderButton variant="outline" aria-label={`Abmelden (${fullName}, ${ROLE_LABELS[user.activeRole]})`} onClick={signOut}>
        Abmelden
      </HeaderButton>
    </section>
  );
}

export default withDesignSystem(UserMenu);
