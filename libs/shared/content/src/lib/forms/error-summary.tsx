import { Box, Heading } from '@chakra-ui/react';
import type { FieldErrors } from './form-values';

/**
 * The list of problems above the form, announced at once (role="alert"), each a link to its field.
 * Focus goes to the first wrong field itself, so the summary is for orientation and for those who
 * want to jump between several errors.
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
}: {
  errors: FieldErrors;
  labels: Readonly<Record<string, string>>;
  idPrefix: string;
}) {
  const fields = Object.keys(errors).filter((field) => field in labels);
  if (fields.length === 0) return null;
  return (
    <Box role="alert" borderWidth="3px" borderColor="border.error" bg="bg.error" borderRadius="md" p="4" mb="6" maxW="40rem">
      <Heading as="h2" size="md" mb="2">
        {fields.length === 1 ? 'Bitte prüfen Sie eine Angabe.' : `Bitte prüfen Sie ${fields.length} Angaben.`}
      </Heading>
      <Box as="ul" ps="5" listStyleType="disc">
        {fields.map((field) => (
          <li key={field}>
            <a
              href={`#${idPrefix}-${field}`}
              onClick={(event) => {
                // A fragment link scrolls but does not focus the control; this one does both.
                event.preventDefault();
                document.getElementById(`${idPrefix}-${field}`)?.focus();
              }}
            >
              {labels[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </Box>
    </Box>
  );
}
