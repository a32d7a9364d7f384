import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { einlassCodeQueryOptions, loadStateOf, useQrImage, useServiceClients } from '@fobu/api-clients';
import type { Anmeldung } from '@fobu/api-contract';
import { formatDay, formatTime } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { LoadStates } from '@fobu/ui';
import { modalDialogStyle, useModalDialog } from '@fobu/ui/dialogs';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

/** "Mo., 24.11.2026, 09:00 Uhr", where the booking knows its start. */
const dateOf = (booking: Anmeldung) => (booking.beginn ? `${formatDay(booking.beginn)}, ${formatTime(booking.beginn)}` : undefined);

/**
 * The participant's QR code for the door of their date, drawn by the QR service from the content
 * the back end signed, in a native modal dialog (focus kept inside, Escape closes).
 */
export function CheckInCodeDialog({ booking, onClose }: { booking: Anmeldung; onClose: () => void }) {
  const dialog = useModalDialog();
  const titleId = useId();
  const query = useQuery(einlassCodeQueryOptions(useServiceClients(), useRoleBranch().user.uid, booking.id));
  const qrImage = useQrImage(query.data?.code);
  const day = dateOf(booking);
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      {...modalDialogStyle}
      maxW="26rem"
      p="6"
    >
      <Heading as="h2" id={titleId} size="xl" mb="2">
        Einlass-Code
      </Heading>
      <Text fontWeight="600">{booking.titel}</Text>
      {day && <Text mb="4">{day}</Text>}
      <LoadStates state={loadStateOf(query)} what="die Daten Ihres Einlass-Codes" rows={1} onRetry={() => void query.refetch()}>
        {() =>
          qrImage && (
            // Dark modules on white in both themes: scanners need the contrast, and a margin around the code.
            <Box bg="white" p="3" borderRadius="md" mx="auto" w="fit-content" mb="4">
              <img
                src={qrImage}
                alt={`QR-Code für den Einlass zu „${booking.titel}“${booking.beginn ? ` am ${formatDay(booking.beginn)}` : ''}`}
                width={256}
                height={256}
              />
            </Box>
          )
        }
      </LoadStates>
      <Text mb="6">Zeigen Sie diesen Code am Einlass. Er gilt nur für diesen Termin und nur für Sie.</Text>
      <Flex justify="flex-end">
        <Button colorPalette="brand" minH="44px" autoFocus onClick={onClose}>
          Schließen
        </Button>
      </Flex>
    </chakra.dialog>
  );
}
