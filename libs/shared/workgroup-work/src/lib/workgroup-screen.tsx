import { Text } from '@chakra-ui/react';
import { canCreateWorkgroup } from '@fobu/domain';
import { ParticipantsScreen } from '@fobu/participant-work';
import { Link, useRoleBranch } from '@fobu/routing';
import { MessagePage, ScreenPage } from '@fobu/ui';
import { GroupForm } from './group/group-form';
import { GroupPage } from './group/group-page';
import { WorkgroupList } from './list/workgroup-list';
import { InvitationsView } from './meeting/invitations-view';
import { useWorkgroupLinks } from './workgroup-links';

/**
 * The workgroups' views of the offer search (`ansicht=arbeitsgruppen`, docs/workgroups.md): the
 * list; a new group; one group's page with its members or history; one meeting's answers, attendance
 * or check-in (the participant views of the date, `termin`, as in the date search).
 */
export function WorkgroupScreen() {
  const { search } = useWorkgroupLinks();
  const { gruppe, termin, terminansicht } = search;
  if (gruppe === 'neu') return <NewWorkgroup />;
  if (gruppe === undefined) return <WorkgroupList />;
  if (termin === undefined) return <GroupPage key={gruppe} id={gruppe} view={search.gruppenansicht} />;
  return terminansicht === 'anwesenheit' || terminansicht === 'einlass' ? (
    <ParticipantsScreen workgroup />
  ) : (
    <InvitationsView key={termin} gruppeId={gruppe} terminId={termin} />
  );
}

/** A new group's form, for the roles that may create one; once saved, the group's page. */
function NewWorkgroup() {
  const { role } = useRoleBranch();
  const { go, list } = useWorkgroupLinks();
  if (!canCreateWorkgroup(role)) {
    return (
      <MessagePage
        title="Anlegen nicht möglich"
        action={
          <Link {...list} style={{ textDecoration: 'underline' }}>
            Zu den Arbeitsgruppen
          </Link>
        }
      >
        Arbeitsgruppen legen die Veranstaltungsleitung und die Verwaltung an; Sie können sie ansehen.
      </MessagePage>
    );
  }
  return (
    <>
      <Text mb="3" data-print="hide">
        <Link {...list} style={{ textDecoration: 'underline' }}>
          ← Zu den Arbeitsgruppen
        </Link>
      </Text>
      <ScreenPage
        title="Neue Arbeitsgruppe"
        lead="Die Arbeitsgruppe ist angelegt, sobald Sie speichern; danach fügen Sie Mitglieder hinzu und planen Treffen."
      >
        <GroupForm onSaved={(id) => void go({ gruppe: id }, true)} onCancel={() => void go({})} />
      </ScreenPage>
    </>
  );
}
