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
      {/* On a phone an icon, as the dark-mode switch: the header has no room for three words. */}
      <Link {...settingsLocation(user.mandant, user.activeRole)} data-header-button="ghost" aria-label="Einstellungen">
        <GearIcon />
        <span data-wide-only="">Einstellungen</span>
      </Link>
      <HeaderButton variant="outline" aria-label={`Abmelden (${fullName}, ${ROLE_LABELS[user.activeRole]})`} onClick={signOut}>
        Abmelden
      </HeaderButton>
    </section>
  );
}

function GearIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export default withDesignSystem(UserMenu);
