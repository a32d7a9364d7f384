import { arbeitsgruppenQueryOptions, useServiceClients } from '@fobu/api-clients';
import { Link, useRoleBranch, WORKGROUP_LIST_VIEW } from '@fobu/routing';
import { EntryLine } from '@fobu/ui/entry-list';
import { answersText, meetingWhen, workgroupsLink } from '@fobu/workgroup-work/parts';
import { useQuery } from '@tanstack/react-query';
import { OverviewList } from './overview-parts';

/** How many of the organiser's groups the dashboard shows; „und N weitere“ leads to all of them. */
const SHOWN = 5;

/**
 * „Meine Arbeitsgruppen“ on the organiser's dashboard (docs/workgroups.md): the groups they lead
 * with the next meeting and its answers, each a link to the group's page. It loads on its own, so
 * that the offers' lists do not wait for it.
 */
export function MyWorkgroupsList() {
  const { user, tenant, role } = useRoleBranch();
  const query = useQuery(arbeitsgruppenQueryOptions(useServiceClients(), user.uid, { umfang: 'meine', page: 1, pageSize: SHOWN }));
  if (query.isError) {
    return (
      <section aria-label="Meine Arbeitsgruppen">
        <h2>Meine Arbeitsgruppen</h2>
        <p>Ihre Arbeitsgruppen konnten nicht geladen werden. Bitte laden Sie die Seite später neu.</p>
      </section>
    );
  }
  if (!query.data) return null;
  return (
    <OverviewList
      title="Meine Arbeitsgruppen"
      list={{ anzahl: query.data.total, items: query.data.items }}
      whole={{ screen: 'veranstaltungssuche', search: { ansicht: WORKGROUP_LIST_VIEW, umfang: 'meine' } }}
      empty="Sie leiten keine Arbeitsgruppe."
    >
      {(group) => (
        <>
          <Link {...workgroupsLink(tenant, role, { gruppe: group.id })}>{group.titel}</Link>
          {group.naechstesTreffen ? (
            <>
              <EntryLine>Nächstes Treffen: {meetingWhen(group.naechstesTreffen)}</EntryLine>
              <EntryLine muted>{answersText(group.naechstesTreffen)}</EntryLine>
            </>
          ) : (
            <EntryLine muted>Kein Treffen geplant · {group.mitglieder} Mitglieder</EntryLine>
          )}
        </>
      )}
    </OverviewList>
  );
}
