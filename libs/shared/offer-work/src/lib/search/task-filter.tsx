import { Button, Flex, Text } from '@chakra-ui/react';
import { STAFF_TASK_LABELS } from '@fobu/api-contract';
import type { StaffTask } from '@fobu/routing';

/**
 * The dashboard list a search was opened for (`aufgabe`), shown as a filter of its own, so that the
 * reader sees why the list is short, and can remove it (there is no field to choose it: it comes from the list's link).
 */
export function TaskFilter({ task, onRemove }: { task: StaffTask | undefined; onRemove: () => void }) {
  if (!task) return null;
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4" borderWidth="1px" borderRadius="md" px="3" py="2">
      <Text>
        Nur aus der Übersicht: <strong>{STAFF_TASK_LABELS[task]}</strong>
      </Text>
      <Button variant="outline" size="sm" minH="44px" onClick={onRemove} aria-label={`Filter „${STAFF_TASK_LABELS[task]}“ entfernen`}>
        Filter entfernen
      </Button>
    </Flex>
  );
}
