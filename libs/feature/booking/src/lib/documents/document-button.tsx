import { fetchBookingDocument, serviceErrorMessage, useServiceClients, type BookingDocument } from '@fobu/api-clients';
import { DownloadButton } from '@fobu/ui/download';

interface DocumentButtonProps {
  readonly document: BookingDocument;
  readonly label: string;
  /** Read after the label by screen readers, e.g. the course's title, so that every button is unique. */
  readonly context?: string;
}

const FALLBACK = 'Die Datei konnte nicht geladen werden. Bitte versuchen Sie es erneut.';

/** Downloads a calendar file or a confirmation of attendance; a refusal is told in the service's words. */
export function DocumentButton({ document, label, context }: DocumentButtonProps) {
  const load = useServiceClients();
  return (
    <DownloadButton
      label={label}
      context={context}
      download={async () => {
        const file = await fetchBookingDocument(await load(), document);
        return { blob: file, fileName: file.name };
      }}
      errorMessage={(error) => serviceErrorMessage(error, FALLBACK) ?? FALLBACK}
    />
  );
}
