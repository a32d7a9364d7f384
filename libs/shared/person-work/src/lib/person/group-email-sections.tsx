import { Box, Text } from '@chakra-ui/react';
import type { PersonAkte, PersonEmail } from '@fobu/api-contract';
import { EMAIL_DELIVERY_LABELS, formatShortDay, formatTime, WORKGROUP_STATE_LABELS } from '@fobu/domain';
import { DataTable, type DataColumn } from '@fobu/ui/data-table';
import { PersonSection } from './person-section';

/** „Arbeitsgruppen“: the groups the person is a member of, since when. */
export function GroupsSection({ person }: { person: PersonAkte }) {
  return (
    <PersonSection title="Arbeitsgruppen" emptyText="Kein Mitglied einer Arbeitsgruppe.">
      {person.arbeitsgruppen.length > 0 && (
        <Box as="ul" listStyleType="none" ps="0">
          {person.arbeitsgruppen.map((group) => (
            <Box as="li" key={group.id} mb="2">
              <Text>
                <Text as="span" fontWeight="600">
                  {group.titel}
                </Text>{' '}
                ({WORKGROUP_STATE_LABELS[group.status]}) · Mitglied seit {formatShortDay(group.seit)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </PersonSection>
  );
}

const at = (iso: string) => `${formatShortDay(iso)}, ${formatTime(iso)}`;

const EMAIL_COLUMNS: DataColumn<PersonEmail>[] = [
  { key: 'betreff', header: 'Betreff', cell: (row) => row.betreff },
  { key: 'gesendet', header: 'Gesendet am', cell: (row) => at(row.gesendetAm ?? row.erstelltAm) },
  { key: 'zustellung', header: 'Zustellung', cell: (row) => EMAIL_DELIVERY_LABELS[row.zustellung] },
];

/** „E-Mails des Portals“: the notifications the portal wrote the person, and whether their e-mail went out. */
export function EmailsSection({ person }: { person: PersonAkte }) {
  return (
    <PersonSection title="E-Mails des Portals" emptyText="Das Portal hat dieser Person keine Nachrichten geschrieben.">
      {person.emails.length > 0 && (
        <DataTable
          tableFrom="md"
          caption={`E-Mails des Portals an ${person.vorname} ${person.name}, die neuesten zuerst`}
          columns={EMAIL_COLUMNS}
          rows={person.emails}
          rowKey={(row) => String(row.id)}
        />
      )}
    </PersonSection>
  );
}
