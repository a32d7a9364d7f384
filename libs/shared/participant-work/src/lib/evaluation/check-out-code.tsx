import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useQrImage } from '@fobu/api-clients';
import { usePortalContext, useRoleBranch } from '@fobu/routing';
import { modalDialogStyle, useModalDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { useDateViews } from '../use-date-views';

/**
 * The address of a date's evaluation form on a participant's dashboard. Most who attend are
 * teachers (lehrkraft); another active booking role gets the same form on its own dashboard (the
 * role guard keeps the view), a staff role its own start page.
 */
const evaluationFormUrl = (origin: string, tenant: string, terminId: number) =>
  `${origin}/${tenant}/lehrkraft/dashboard?bewertung=${terminId}`;

/**
 * „Check-out“ at the door: a QR code the organiser shows as people leave, leading to the date's
 * evaluation form. Where the deployment has a QR service (the test host) only, and not at a
 * workgroup's meeting, which is not evaluated.
 */
export function CheckOutCode({ terminId, titel }: { terminId: number; titel: string }) {
  const qrServiceUrl = usePortalContext().config.services.qr?.url;
  const { meeting } = useDateViews();
  const [open, setOpen] = useState(false);
  if (!qrServiceUrl || meeting) return null;
  return (
    <Box as="section" aria-labelledby="check-out" mt="8">
      <Heading as="h2" id="check-out" size="lg" mb="2">
        Check-out
      </Heading>
      <Text mb="3">Zeigen Sie den Teilnehmenden am Ende diesen Code: Er führt zur anonymen Bewertung des Termins.</Text>
      <Button variant="outline" minH="44px" onClick={() => setOpen(true)}>
        Check-out-Code zeigen
      </Button>
      {open && <CheckOutDialog terminId={terminId} titel={titel} onClose={() => setOpen(false)} />}
    </Box>
  );
}

function CheckOutDialog({ terminId, titel, onClose }: { terminId: number; titel: string; onClose: () => void }) {
  const dialog = useModalDialog();
  const titleId = useId();
  const url = evaluationFormUrl(window.location.origin, useRoleBranch().tenant, terminId);
  const qrImage = useQrImage(url);
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
        Check-out: Bitte bewerten Sie
      </Heading>
      <Text fontWeight="600" mb="4">
        {titel}
      </Text>
      {/* Dark modules on white in both themes: phones need the contrast, and a margin around the code. */}
      <Box bg="white" p="3" borderRadius="md" mx="auto" w="fit-content" mb="4">
        {qrImage && <img src={qrImage} alt={`QR-Code zur Bewertung von „${titel}“`} width={256} height={256} />}
      </Box>
      <Text mb="2">Mit der Kamera des Telefons scannen, anmelden und die fünf Aussagen bewerten. Die Bewertung ist anonym.</Text>
      <Text mb="6" fontSize="sm" wordBreak="break-all">
        {url}
      </Text>
      <Flex justify="flex-end">
        <Button colorPalette="brand" minH="44px" autoFocus onClick={onClose}>
          Schließen
        </Button>
      </Flex>
    </chakra.dialog>
  );
}
