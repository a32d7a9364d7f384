import type { LoggedInUser } from '@fobu/auth';
import { ROLE_LABELS } from '@fobu/domain';
import { useNavigate, usePortalContext } from '@fobu/routing';
import { HeaderButton, withDesignSystem } from '@fobu/ui';
import { userMenuClass } from './user-menu.styles';

/** Who is signed in, in which role, and the way out (loaded with the first sign-in). */
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
      <HeaderButton variant="outline" aria-label={`Abmelden (${fullName}, ${ROLE_LABELS[user.activeRole]})`} onClick={signOut}>
        Abmelden
      </HeaderButton>
    </section>
  );
}

export default withDesignSystem(UserMenu);
