import { Box, chakra, Flex, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { textFieldStyle } from './text-field';

/*
 * The fields of a search's filters (the catalogue's lists, the staff searches): native form
 * controls in the portal's text field style, with keyboard and screen-reader behaviour as the
 * browser has it, and no Chakra recipes in the chunk of the list that shows them.
 */

const Label = ({ htmlFor, children }: { htmlFor: string; children: ReactNode }) => (
  <chakra.label htmlFor={htmlFor} display="block" fontWeight="600" fontSize="sm" mb="1">
    {children}
  </chakra.label>
);

/** One value a filter offers, with its German label. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A choice of one value, or none (`emptyLabel`, by default "Alle"). */
export function SelectFilter({
  label,
  value,
  choices,
  emptyLabel = 'Alle',
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: readonly Choice[];
  emptyLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      <chakra.select id={id} {...textFieldStyle} h="10" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{emptyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
}

/** A day, as `YYYY-MM-DD` (the browser shows it in German). */
export function DateFilter({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <Box flex="1" minW="0">
      <Label htmlFor={id}>{label}</Label>
      <chakra.input
        id={id}
        type="date"
        {...textFieldStyle}
        h="10"
        value={value ?? ''}
        min={min}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Box>
  );
}

/** Several values of a list, e.g. districts. */
export function CheckboxGroupFilter({
  legend,
  values,
  choices,
  onChange,
}: {
  legend: string;
  values: readonly string[];
  choices: readonly Choice[];
  onChange: (values: string[]) => void;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="600" fontSize="sm" mb="1">
        {legend}
      </chakra.legend>
      <Stack gap="0" maxH="15rem" overflowY="auto" borderWidth="1px" borderColor="border" borderRadius="md" px="3" py="2" bg="bg.panel">
        {choices.map((choice) => (
          <CheckboxFilter
            key={choice.value}
            label={choice.label}
            checked={values.includes(choice.value)}
            onChange={(checked) => onChange(checked ? [...values, choice.value] : values.filter((value) => value !== choice.value))}
          />
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/** One yes/no filter, e.g. "only dates with free seats". */
export function CheckboxFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Flex as="label" align="center" gap="2" minH="8" cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        w="4.5"
        h="4.5"
        flexShrink={0}
        accentColor="brand.solid"
      />
      <span>{label}</span>
    </Flex>
  );
}
