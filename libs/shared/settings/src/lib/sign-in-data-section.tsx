import { chakra, Text } from '@chakra-ui/react';
import { schuleQueryOptions, useServiceClients } from '@fobu/api-clients';
import { isBookingRole, ROLE_LABELS, TENANT_PROFILES, type Role, type Tenant } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { useQuery } from '@tanstack/react-query';
import { SettingsSection } from './settings-section';

const TERMS = { display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, columnGap: '4', rowGap: '2', m: '0' } as const;

/**
 * What the sign-in delivers about the person: name, e-mail, school and roles, read-only. The
 * portal does not own these data, so the section says where they are changed instead of a form.
 */
export function SignInDataSection() {
  const { tenant, role, user } = useRoleBranch();
  return (
    <SettingsSection id="anmeldedaten" title="Ihre Daten aus der Anmeldung">
      <chakra.dl css={TERMS} mb="3">
        <dt>Name</dt>
        <dd>{[user.salutation, user.vorname, user.name].filter(Boolean).join(' ')}</dd>
        <dt>E-Mail</dt>
        <dd>{user.email}</dd>
        <dt>{isBookingRole(role) ? 'Schule' : 'Dienststelle'}</dt>
        <dd>
          <SchoolName dstnr={user.dstnr} />
        </dd>
        <dt>Rollen</dt>
        <dd>{user.roles.map((each) => ROLE_LABELS[each]).join(', ')}</dd>
      </chakra.dl>
      <Text>{whereToChange(tenant, role)}</Text>
    </SettingsSection>
  );
}

/** The school's name from the institutions service, with its number; the number alone while it loads or when the service does not know it. */
function SchoolName({ dstnr }: { dstnr: string }) {
  const { data } = useQuery(schuleQueryOptions(useServiceClients(), dstnr));
  const number = `Dienststellennummer ${dstnr}`;
  return data ? `${data.name}, ${data.ort} (${number})` : number;
}

function whereToChange(tenant: Tenant, role: Role): string {
  const owner = isBookingRole(role)
    ? 'an die Person, die an Ihrer Schule die Benutzerkonten verwaltet'
    : `an die Benutzerverwaltung des ${TENANT_PROFILES[tenant].shortName}`;
  return `Diese Angaben kommen mit Ihrer Anmeldung; das Fortbildungsportal kann sie nicht ändern. Ist etwas falsch oder veraltet, wenden Sie sich ${owner}.`;
}
