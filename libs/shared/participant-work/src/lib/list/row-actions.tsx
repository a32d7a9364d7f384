import { Box, Button, Flex } from '@chakra-ui/react';
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

/**
 * What each change means for the person: two of them end a booking and look alike, but one is the
 * organiser's decision, the other the person's own wish (docs/participants.md).
 */
const MEANINGS: Readonly<Record<DialogChange, string>> = {
  umbuchen: 'auf einen anderen Termin desselben Angebots mit freiem Platz.',
  abgesagt: 'Sie sagen die Anmeldung ab, z. B. weil die Person nicht zur Zielgruppe gehört.',
  storniert: 'Die Person hat selbst abgesagt, etwa telefonisch oder per E-Mail; die Stornofrist gilt dafür nicht.',
};
const CHANGES = ['umbuchen', 'abgesagt', 'storniert'] as const;
const meaningId = (hintId: string, change: DialogChange) => `${hintId}-${change}`;

/** Says once, above the list, what the rows' buttons do; each button is described by its line (`hintId`). */
export function RowActionsHint({ hintId }: { hintId: string }) {
  return (
    <Box fontSize="sm" color="fg.muted" mb="4" data-print="hide">
      <Box as="ul" listStyleType="none" p="0" m="0">
        {CHANGES.map((change) => (
          <li key={change} id={meaningId(hintId, change)}>
            <strong>{LABELS[change]}</strong>: {MEANINGS[change]}
          </li>
        ))}
      </Box>
      In jedem Fall wird die Person benachrichtigt; ein frei werdender Platz geht an die Warteliste.
    </Box>
  );
}

/** A row's changes, as its state allows them; each button names the person and is described by its meaning (`RowActionsHint`). */
export function RowActions({
  person,
  hintId,
  admittable,
  busy,
  onAdmit,
  onOpen,
}: {
  person: Teilnehmende;
  /** The id `RowActionsHint` was given. */
  hintId: string;
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
        CHANGES.map((change) => (
          <Button
            key={change}
            size="sm"
            variant="outline"
            minH="44px"
            aria-label={`${LABELS[change]}: ${name}`}
            aria-describedby={meaningId(hintId, change)}
            onClick={() => onOpen(change)}
          >
            {LABELS[change]}
          </Button>
        ))}
    </Flex>
  );
}
