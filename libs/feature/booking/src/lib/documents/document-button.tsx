import { Box, Button } from '@chakra-ui/react';
import { serviceErrorMessage, useBookingDocument, type BookingDocument } from '@fobu/api-clients';
import { notify } from '@fobu/ui';
import { useEffect } from 'react';
import { saveFile } from './save-file';

interface DocumentButtonProps {
  readonly document: BookingDocument;
  readonly label: string;
  /** Read after the label by screen readers, e.g. the course's title, so that every button is unique. */
  readonly context?: string;
}

/** Downloads a calendar file or a confirmation of attendance; a refusal is told in a toast. */
export function DocumentButton({ document, label, context }: DocumentButtonProps) {
  const download = useBookingDocument();
  const error = serviceErrorMessage(download.error, 'Die Datei konnte nicht geladen werden. Bitte versuchen Sie es erneut.');
  useEffect(() => {
    if (error) notify({ type: 'error', title: label, description: error });
  }, [error, label]);
  return (
    <Button variant="outline" size="sm" minH="44px" loading={download.isPending} loadingText={`${label} …`} onClick={() => download.mutate(document, { onSuccess: saveFile })}>
      {label}
      {context && (
        <Box as="span" srOnly>
          : {context}
        </Box>
      )}
    </Button>
  );
}
