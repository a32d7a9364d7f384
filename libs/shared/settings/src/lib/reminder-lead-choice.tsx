import { chakra, Stack, Text } from '@chakra-ui/react';
import { REMINDER_CHOICE_LABELS, REMINDER_CHOICES, type ReminderChoice } from '@fobu/domain';

/**
 * When reminders come: a week before an admitted date, a day before, or both. Off with the
 * „Erinnerung vor einem Termin“ switch, which says so in the hint, and keeps the choice for later.
 */
export function ReminderLeadChoice({
  value,
  disabled,
  onChange,
}: {
  value: ReminderChoice;
  disabled: boolean;
  onChange: (choice: ReminderChoice) => void;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby="erinnerung-vorlauf-hinweis">
      <chakra.legend fontWeight="600" mb="1">
        Erinnerungen erhalten
      </chakra.legend>
      <Stack gap="0">
        {REMINDER_CHOICES.map((choice) => (
          <chakra.label key={choice} display="flex" gap="2" alignItems="center" minH="44px" cursor={disabled ? 'default' : 'pointer'}>
            <chakra.input
              type="radio"
              name="erinnerung-vorlauf"
              value={choice}
              w="5"
              h="5"
              accentColor="brand.solid"
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {REMINDER_CHOICE_LABELS[choice]}
          </chakra.label>
        ))}
      </Stack>
      <Text id="erinnerung-vorlauf-hinweis" fontSize="sm" color="fg.muted">
        {disabled
          ? 'Erinnerungen sind ausgeschaltet. Schalten Sie oben „Erinnerung vor einem Termin“ ein, um hier zu wählen.'
          : 'Jede Erinnerung kommt einmal je Termin, zu dem Sie zugelassen sind.'}
      </Text>
    </chakra.fieldset>
  );
}
