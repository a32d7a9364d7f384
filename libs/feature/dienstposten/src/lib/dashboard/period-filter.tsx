import { Button, chakra, Flex } from '@chakra-ui/react';
import { DateFilter } from '@fobu/ui/search';

interface PeriodFilterProps {
  /** The period shown (the service's default, the current school year, when the URL names none). */
  readonly von: string;
  readonly bis: string;
  /** Whether the URL names a period of its own. */
  readonly chosen: boolean;
  readonly onChange: (period: { von?: string; bis?: string }) => void;
}

/** The period of the overview: from and to, and back to the current school year. */
export function PeriodFilter({ von, bis, chosen, onChange }: PeriodFilterProps) {
  return (
    <Flex as="fieldset" gap="4" align="end" wrap="wrap" maxW="44rem" mb="8">
      <chakra.legend srOnly>Zeitraum</chakra.legend>
      <DateFilter label="Termine vom" value={von} onChange={(day) => onChange({ von: day, bis })} />
      <DateFilter label="bis" value={bis} min={von} onChange={(day) => onChange({ von, bis: day })} />
      {chosen && (
        <Button variant="outline" minH="44px" onClick={() => onChange({})}>
          Aktuelles Schuljahr
        </Button>
      )}
    </Flex>
  );
}
