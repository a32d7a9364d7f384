import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { LoggedInUser } from '@fobu/auth';
import { ROLE_LABELS } from '@fobu/domain';
import { useNavigate, usePortalContext } from '@fobu/routing';
import { HeaderButton } from '@fobu/ui';

/** The menu's look, set once on it (see `SiteHeader` in @fobu/ui): its parts are plain elements. */
const USER_MENU_STYLE: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  '& > div': { lineHeight: '1.2', textAlign: 'right', display: { base: 'none', sm: 'block' } },
  '& > div > span': { display: 'block' },
  '& [data-user-name]': { fontWeight: '600' },
  '& [data-user-role]': { fontSize: 'sm', color: 'header.muted' },
};

/** Who is signed in, in which role, and the way out (loaded with the first sign-in). */
export default function UserMenu({ user }: { user: LoggedInUser }) {
  const { auth } = usePortalContext();
  const navigate = useNavigate();
  const fullName = `${user.vorname} ${user.name}`;
  const signOut = async () => {
    await auth.logout();
    await navigate({ to: '/$mandant', params: { mandant: user.mandant } });
  };
  return (
    <chakra.section aria-label="Ihr Konto" css={USER_MENU_STYLE}>
      <div>
        <span data-user-name="">{fullName}</span>
        <span data-user-role="">{ROLE_LABELS[user.activeRole]}</span>
      </div>
      <HeaderButton variant="outline" aria-label={`Abmelden (${fullName}, ${ROLE_LABELS[user.activeRole]})`} onClick={signOut}>
        Abmelden
      </HeaderButton>
    </chakra.section>
  );
}
