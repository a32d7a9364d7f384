import { Box, Text } from '@chakra-ui/react';
import { serviceErrorMessage, staffExportDownload, useServiceClients } from '@fobu/api-clients';
import type { KennzahlDatei, KennzahlenQuery } from '@fobu/api-contract';
import { DownloadButton } from '@fobu/ui/download';
import type { ReactNode } from 'react';

const FALLBACK = 'Die Excel-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

interface FigurePanelProps {
  readonly title: string;
  readonly file: KennzahlDatei;
  readonly query: KennzahlenQuery;
  /** Said instead of the chart when the period has nothing to show. */
  readonly empty?: string;
  readonly children: ReactNode;
}

/** One figure: its chart with the table beside it (or a sentence when there is nothing to count), and its Excel download. */
export function FigurePanel({ title, file, query, empty, children }: FigurePanelProps) {
  const load = useServiceClients();
  return (
    <Box>
      {empty ? (
        <Box mb="3">
          <Text fontWeight="600" fontSize="lg" mb="1">
            {title}
          </Text>
          <Text color="fg.muted">{empty}</Text>
        </Box>
      ) : (
        children
      )}
      <Box mt="3">
        <DownloadButton
          label="Als Excel-Datei herunterladen"
          context={title}
          download={staffExportDownload(load, { kind: 'kennzahl', file, query })}
          errorMessage={(error) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK}
        />
      </Box>
    </Box>
  );
}
