import { chakra, Stack, Text } from '@chakra-ui/react';
import { EVALUATION_VALUE_LABELS, EVALUATION_VALUES, type EvaluationValue } from '@fobu/domain';

/**
 * One statement of the evaluation: a fieldset whose legend is the statement, with the four points
 * of the scale as native radio buttons (each with its label one target of at least 44 px), and the
 * German error read with the group.
 */
export function StatementField({
  index,
  statement,
  value,
  error,
  onChange,
}: {
  index: number;
  statement: string;
  value: EvaluationValue | undefined;
  error?: string;
  onChange: (value: EvaluationValue) => void;
}) {
  const name = `aussage-${index + 1}`;
  const errorId = `${name}-fehler`;
  return (
    <chakra.fieldset border="0" p="0" m="0" mb="6" minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontWeight="600" mb="1">
        {index + 1}. {statement}
      </chakra.legend>
      {error && (
        <Text id={errorId} color="fg.error" fontWeight="600" mb="1">
          Fehler: {error}
        </Text>
      )}
      <Stack gap="0" direction={{ base: 'column', md: 'row' }} columnGap="6">
        {EVALUATION_VALUES.map((point) => (
          <chakra.label key={point} display="flex" gap="2" alignItems="center" minH="44px" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={point}
              w="5"
              h="5"
              accentColor="brand.solid"
              checked={value === point}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(point)}
            />
            {EVALUATION_VALUE_LABELS[point]}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
