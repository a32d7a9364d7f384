import { EventDatesPage, OfferListPage, type CatalogueActions } from '@fobu/catalogue';
import { DEFAULT_TENANT } from '@fobu/domain';
import { useBranch, useSignIn } from '@fobu/routing';
import { PortalButton } from '@fobu/ui';

/**
 * A visitor who wants to book signs in first; the sign-in takes the offer's `vnr` (and `kreis`)
 * along, so that it lands on the same offer in the visitor's own role branch, ready to book.
 */
function SignInToBook({ label }: { label: string }) {
  const { signIn, busy } = useSignIn(useBranch().tenant ?? DEFAULT_TENANT);
  return (
    <PortalButton size="sm" busy={busy} busyText="Anmeldung …" onClick={signIn}>
      {label}
    </PortalButton>
  );
}

const visitorActions: CatalogueActions = {
  date: (_offer, _termin, open) => open && <SignInToBook label="Anmelden und buchen" />,
  course: () => <SignInToBook label="Anmelden und einschreiben" />,
};

export function PublicEventDatesPage() {
  return <EventDatesPage actions={visitorActions} />;
}

export function PublicOnDemandPage() {
  return <OfferListPage vtyp="ABRUF" actions={visitorActions} />;
}

export function PublicCoursesPage() {
  return <OfferListPage vtyp="SLK" actions={visitorActions} />;
}
