import { Box } from '@chakra-ui/react';
import { serviceErrorMessage, staffExportDownload, useServiceClients, type StaffExport } from '@fobu/api-clients';
import { DownloadButton } from '@fobu/ui/download';

const FALLBACK = 'Die Excel-Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

/** The whole filtered result of a staff search (every page) as an Excel workbook. */
export function SearchExport({ file }: { file: Extract<StaffExport, { query: unknown }> }) {
  const load = useServiceClients();
  return (
    <Box mb="4">
      <DownloadButton
        label="Ergebnis als Excel-Datei"
        download={staffExportDownload(load, file)}
        errorMessage={(error) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK}
      />
    </Box>
  );
}
