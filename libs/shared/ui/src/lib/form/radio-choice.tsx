import { chakra, Stack, Text } from '@chakra-ui/react';

export interface RadioChoiceProps<T extends string> {
  /** The group's name, and the prefix of its hint's id. */
  readonly name: string;
  readonly legend: string;
  readonly choices: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  readonly value: T;
  readonly onChange: (choice: T) => void;
  readonly disabled?: boolean;
  /** Said below the choices and read with the group: what the choice does, or why it is disabled. */
  readonly hint: string;
}

/**
 * One of several choices as native radio buttons under a legend, each with its label one target of
 * at least 44 px (WCAG 2.5.5), and a hint the group is described by. Saved by the caller at each change.
 */
export function RadioChoice<T extends string>({ name, legend, choices, labels, value, onChange, disabled, hint }: RadioChoiceProps<T>) {
  const hintId = `${name}-hinweis`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={hintId}>
      <chakra.legend fontWeight="600" mb="1">
        {legend}
      </chakra.legend>
      <Stack gap="0">
        {choices.map((choice) => (
          <chakra.label key={choice} display="flex" gap="2" alignItems="center" minH="44px" cursor={disabled ? 'default' : 'pointer'}>
            <chakra.input
              type="radio"
              name={name}
              value={choice}
              w="5"
              h="5"
              accentColor="brand.solid"
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {labels[choice]}
          </chakra.label>
        ))}
      </Stack>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </chakra.fieldset>
  );
}
