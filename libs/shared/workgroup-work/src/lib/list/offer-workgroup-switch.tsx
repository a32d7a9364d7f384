import { Flex } from '@chakra-ui/react';
import { personScopeOf, speakerAccessOf } from '@fobu/domain';
import { Link, PERSON_LIST_VIEW, SPEAKER_LIST_VIEW, useRoleBranch, type StaffOfferSearch } from '@fobu/routing';
import { buttonLook } from '@fobu/ui';
import { workgroupsLink } from '../workgroup-links';

const EXACT = { exact: true, includeSearch: true } as const;

/**
 * The switch between the lists of the offer search: the offers, the workgroups (docs/workgroups.md)
 * and, for the roles that may look people up, the persons, and the speakers' directory for its roles
 * (docs/people-and-settings.md), each a view of the same screen. Links, the current one marked for screen readers.
 */
export function OfferWorkgroupSwitch({ current }: { current: 'angebote' | 'arbeitsgruppen' | 'personen' | 'referenten' }) {
  const { tenant, role } = useRoleBranch();
  const screen = { to: '/$mandant/$role/veranstaltungssuche' as const, params: { mandant: tenant, role } };
  const offers: StaffOfferSearch = {};
  const persons: StaffOfferSearch = { ansicht: PERSON_LIST_VIEW };
  const speakers: StaffOfferSearch = { ansicht: SPEAKER_LIST_VIEW };
  const entries = [
    { key: 'angebote', label: 'Angebote', link: { ...screen, search: offers } },
    { key: 'arbeitsgruppen', label: 'Arbeitsgruppen', link: workgroupsLink(tenant, role, {}) },
    ...(personScopeOf(role) ? [{ key: 'personen', label: 'Personen', link: { ...screen, search: persons } }] : []),
    ...(speakerAccessOf(role) ? [{ key: 'referenten', label: 'Referentinnen und Referenten', link: { ...screen, search: speakers } }] : []),
  ];
  return (
    <Flex as="nav" aria-label="Liste wählen" gap="2" wrap="wrap" mb="6" data-print="hide">
      {entries.map((entry) => (
        <Link
          key={entry.key}
          {...entry.link}
          // The router would mark all as the page shown (the same path); only the list chosen is.
          activeOptions={EXACT}
          aria-current={entry.key === current ? 'page' : undefined}
          {...buttonLook(entry.key === current ? 'solid' : 'outline')}
        >
          {entry.label}
        </Link>
      ))}
    </Flex>
  );
}
