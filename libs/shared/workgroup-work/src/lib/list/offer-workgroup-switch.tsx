import { Flex } from '@chakra-ui/react';
import { Link, useRoleBranch } from '@fobu/routing';
import { buttonLook } from '@fobu/ui';
import { workgroupsLink } from '../workgroup-links';

const EXACT = { exact: true, includeSearch: true } as const;

/**
 * The switch between the two lists of the offer search: the offers, and the workgroups (a view of
 * the same screen, docs/workgroups.md). Two links, the current one marked for screen readers.
 */
export function OfferWorkgroupSwitch({ current }: { current: 'angebote' | 'arbeitsgruppen' }) {
  const { tenant, role } = useRoleBranch();
  const offers = { to: '/$mandant/$role/veranstaltungssuche' as const, params: { mandant: tenant, role }, search: {} };
  const entries = [
    { key: 'angebote', label: 'Angebote', link: offers },
    { key: 'arbeitsgruppen', label: 'Arbeitsgruppen', link: workgroupsLink(tenant, role, {}) },
  ] as const;
  return (
    <Flex as="nav" aria-label="Liste wählen" gap="2" wrap="wrap" mb="6" data-print="hide">
      {entries.map((entry) => (
        <Link
          key={entry.key}
          {...entry.link}
          // The router would mark both as the page shown (the same path); only the list chosen is.
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
