import { Flex } from '@chakra-ui/react';
import { fetchDataExport, serviceErrorMessage, useServiceClients } from '@fobu/api-clients';
import { PRIVACY_EXPORT_FORMATS } from '@fobu/domain';
import { DownloadButton } from '@fobu/ui/download';

const FALLBACK = 'Die Datenauskunft konnte nicht geladen werden. Bitte versuchen Sie es erneut.';
const FORMAT_LABELS = { json: 'Datenauskunft als JSON-Datei', pdf: 'Datenauskunft als PDF' } as const;

/**
 * The data export (Art. 15 DSGVO) as a JSON file for machines and a PDF for people: the signed-in
 * person's own, or with `person` (its uid) a person's for the administration. Each download is logged.
 */
export function DataExportDownloads({ person, context }: { person?: string; context?: string }) {
  const load = useServiceClients();
  return (
    <Flex gap="3" wrap="wrap">
      {PRIVACY_EXPORT_FORMATS.map((format) => (
        <DownloadButton
          key={format}
          label={FORMAT_LABELS[format]}
          context={context}
          download={async () => {
            const file = await fetchDataExport(await load(), format, person);
            return { blob: file, fileName: file.name };
          }}
          errorMessage={(error) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK}
        />
      ))}
    </Flex>
  );
}
