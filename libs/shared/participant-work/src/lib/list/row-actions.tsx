import { Button, Flex } from '@chakra-ui/react';
import type { Teilnehmende } from '@fobu/api-contract';
import { isActiveBooking, isAdmittableState } from '@fobu/domain';
import { listName } from '../person-names';

/** The changes that open a dialog: a reason is asked, or another date chosen. */
export type DialogChange = 'abgesagt' | 'storniert' | 'umbuchen';

const LABELS: Readonly<Record<DialogChange, string>> = {
  abgesagt: 'Entfernen',
  storniert: 'Für die Person stornieren',
  umbuchen: 'Umbuchen',
};

/** A row's changes, as its state allows them; each button names the person for screen readers. */
export function RowActions({
  person,
  admittable,
  busy,
  onAdmit,
  onOpen,
}: {
  person: Teilnehmende;
  /** A seat is free and the date has not begun. */
  admittable: boolean;
  busy: boolean;
  onAdmit: () => void;
  onOpen: (change: DialogChange) => void;
}) {
  const name = listName(person);
  const active = isActiveBooking(person.status);
  if (!active && !(admittable && isAdmittableState(person.status))) return '–';
  return (
    <Flex gap="2" wrap="wrap">
      {admittable && isAdmittableState(person.status) && (
        <Button size="sm" colorPalette="brand" minH="44px" aria-label={`Zulassen: ${name}`} disabled={busy} onClick={onAdmit}>
          Zulassen
        </Button>
      )}
      {active &&
        (['umbuchen', 'abgesagt', 'storniert'] as const).map((change) => (
          <Button
            key={change}
            size="sm"
            variant="outline"
            minH="44px"
            aria-label={`${LABELS[change]}: ${name}`}
            onClick={() => onOpen(change)}
          >
            {LABELS[change]}
          </Button>
        ))}
    </Flex>
  );
}
