import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { loadStateOf, mitgliederQueryOptions, useServiceClients, useWorkgroupChange, type WorkgroupChange } from '@fobu/api-clients';
import type { Arbeitsgruppe, Mitglied } from '@fobu/api-contract';
import { formatShortDay } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates, notify } from '@fobu/ui';
import { StateBadge } from '@fobu/ui/booking';
import { DataTable, EmailAddress, type DataColumn } from '@fobu/ui/data-table';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sendForm } from '../send-form';
import { InviteByEmail } from './invite-by-email';
import { PersonSearch } from './person-search';

const nameOf = (member: Pick<Mitglied, 'vorname' | 'name'>) => `${member.name}, ${member.vorname}`;

/** The group's members (`gruppenansicht=mitglieder`): who, from which school, since when; its leads add and remove them. */
export function MembersView({ group }: { group: Arbeitsgruppe }) {
  const { user } = useRoleBranch();
  const query = useQuery(mitgliederQueryOptions(useServiceClients(), user.uid, group.id));
  const change = useWorkgroupChange(user.uid, group.id);
  const [removing, setRemoving] = useState<Mitglied>();
  const [refusal, setRefusal] = useState<string>();
  const run = (next: WorkgroupChange, done: string) =>
    sendForm(
      () => change.mutateAsync(next),
      () => done,
    );
  const columns: DataColumn<Mitglied>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (member) => (
        <Box>
          <Text fontWeight="600">{nameOf(member)}</Text>
          {member.kontoFehlt && <StateBadge tone="waiting">Konto fehlt</StateBadge>}
        </Box>
      ),
    },
    { key: 'schule', header: 'Schule', cell: (member) => member.schule?.name ?? '–' },
    { key: 'email', header: 'E-Mail', cell: (member) => <EmailAddress email={member.email} /> },
    { key: 'seit', header: 'Mitglied seit', cell: (member) => formatShortDay(member.seit) },
    ...(group.darfAendern
      ? [
          {
            key: 'aktion',
            header: 'Aktion',
            screenOnly: true,
            cell: (member: Mitglied) => (
              <Button
                size="sm"
                variant="outline"
                minH="44px"
                aria-label={`Entfernen: ${nameOf(member)}`}
                onClick={() => setRemoving(member)}
              >
                Entfernen
              </Button>
            ),
          },
        ]
      : []),
  ];
  const remove = async (member: Mitglied) => {
    const answer = await run(
      { kind: 'mitglied-entfernen', mitgliedId: member.id },
      `${member.vorname} ${member.name} ist kein Mitglied mehr.`,
    );
    if (answer.kind === 'done') setRemoving(undefined);
    else setRefusal(answer.kind === 'refused' ? answer.message : Object.values(answer.errors).join(' '));
  };
  return (
    <Box as="section" aria-labelledby="mitglieder-titel">
      <Heading as="h2" id="mitglieder-titel" size="xl" mb="4">
        Mitglieder
      </Heading>
      {group.darfAendern && (
        <Box borderWidth="1px" borderRadius="md" p="4" mb="6" data-print="hide">
          <PersonSearch
            label="Mitglied hinzufügen"
            hint="Name, E-Mail-Adresse oder Schule einer Person Ihres Instituts, mindestens zwei Zeichen. Mit den Pfeiltasten wählen, mit der Eingabetaste übernehmen."
            onPick={(person) =>
              void run(
                { kind: 'mitglied-hinzufuegen', mitglied: { uid: person.uid } },
                `${person.vorname} ${person.name} ist jetzt Mitglied.`,
              ).then((answer) => answer.kind === 'refused' && notify({ type: 'error', title: answer.message }))
            }
          />
          <InviteByEmail
            busy={change.isPending}
            onInvite={(person) =>
              run({ kind: 'mitglied-hinzufuegen', mitglied: person }, `${person.vorname} ${person.name} ist eingeladen.`)
            }
          />
        </Box>
      )}
      <LoadStates state={loadStateOf(query)} what="die Mitglieder" rows={5} onRetry={() => void query.refetch()}>
        {() =>
          query.data && (
            <DataTable
              tableFrom="md"
              caption={`Mitglieder der Arbeitsgruppe „${group.titel}“`}
              columns={columns}
              rows={query.data.items}
              rowKey={(member) => String(member.id)}
              empty={<Text>Die Arbeitsgruppe hat noch keine Mitglieder.</Text>}
            />
          )
        }
      </LoadStates>
      {removing && (
        <ConfirmDialog
          title={`${removing.vorname} ${removing.name} entfernen?`}
          confirmLabel="Entfernen"
          emphasis="cancel"
          busy={change.isPending}
          error={refusal}
          onConfirm={() => void remove(removing)}
          onCancel={() => {
            setRemoving(undefined);
            setRefusal(undefined);
          }}
        >
          Die Person ist dann kein Mitglied mehr; ihre Einladungen zu kommenden Treffen enden. Vergangene Treffen und ihre Anwesenheit
          bleiben erhalten.
        </ConfirmDialog>
      )}
    </Box>
  );
}
