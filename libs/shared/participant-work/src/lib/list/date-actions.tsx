import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { serviceErrorMessage, staffExportDownload, useServiceClients } from '@fobu/api-clients';
import type { TerminSearchItem } from '@fobu/api-contract';
import { formatDay, formatTime } from '@fobu/domain';
import { Link } from '@fobu/routing';
import { DownloadButton } from '@fobu/ui/download';
import { useId } from 'react';
import { hasBegun } from '../date-sessions';
import { useDateViews } from '../use-date-views';

const DOWNLOAD_FALLBACK = 'Die Datei konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';
const downloadError = (error: unknown) => serviceErrorMessage(error, DOWNLOAD_FALLBACK) ?? DOWNLOAD_FALLBACK;

/**
 * What is done with the date as a whole: attendance (from its start on; before, the reason is
 * written beside the button), the evaluation's results (not of a workgroup's meeting), check-in,
 * a message, and the list and sign-in sheet as files.
 */
export function DateActions({ termin, onWriteMessage }: { termin: TerminSearchItem; onWriteMessage: () => void }) {
  const { readOnly, meeting, viewLink } = useDateViews();
  const load = useServiceClients();
  const begun = hasBegun(termin.beginn);
  const reasonId = useId();
  return (
    <Box as="section" aria-label="Aktionen zum Termin" mb="6" data-print="hide">
      <Flex gap="3" wrap="wrap" align="flex-start">
        {begun ? (
          <Button asChild colorPalette="brand" minH="44px">
            <Link {...viewLink('anwesenheit')}>{readOnly ? 'Anwesenheit ansehen' : 'Anwesenheit erfassen'}</Link>
          </Button>
        ) : (
          !readOnly && (
            <Button colorPalette="brand" minH="44px" disabled aria-describedby={reasonId}>
              Anwesenheit erfassen
            </Button>
          )
        )}
        {begun && !meeting && (
          <Button asChild variant="outline" minH="44px">
            <Link {...viewLink('bewertung')}>Bewertung ansehen</Link>
          </Button>
        )}
        {!readOnly && (
          <>
            <Button asChild variant="outline" minH="44px">
              <Link {...viewLink('einlass')}>Einlass</Link>
            </Button>
            <Button variant="outline" minH="44px" onClick={onWriteMessage}>
              Nachricht schreiben
            </Button>
          </>
        )}
        <DownloadButton
          label="Teilnehmendenliste (Excel)"
          download={staffExportDownload(load, { kind: 'teilnehmende', terminId: termin.id })}
          errorMessage={downloadError}
        />
        <DownloadButton
          label="Unterschriftenliste (PDF)"
          download={staffExportDownload(load, { kind: 'unterschriftenliste', terminId: termin.id })}
          errorMessage={downloadError}
        />
      </Flex>
      {!begun && !readOnly && (
        <Text id={reasonId} fontSize="sm" color="fg.muted" mt="2">
          Die Anwesenheit können Sie ab Beginn des Termins erfassen: {formatDay(termin.beginn)}, {formatTime(termin.beginn)}.
        </Text>
      )}
    </Box>
  );
}
