import { Button } from '@chakra-ui/react';
import type { Anmeldung } from '@fobu/api-contract';
import { usePortalContext } from '@fobu/routing';
import { useState } from 'react';
import { hasCheckInCode } from './check-in-code';
import { CheckInCodeDialog } from './check-in-code-dialog';
import { ScreenReaderText } from '@fobu/ui';

/** „Einlass-Code zeigen“ for an admitted date ahead, where the deployment has a QR service (the test host). */
export function CheckInCodeButton({ booking, now }: { booking: Anmeldung; now: Date }) {
  const qrServiceUrl = usePortalContext().config.services.qr?.url;
  const [open, setOpen] = useState(false);
  if (!qrServiceUrl || !hasCheckInCode(booking, now)) return null;
  return (
    <>
      <Button variant="outline" size="sm" minH="44px" onClick={() => setOpen(true)}>
        Einlass-Code zeigen
        <ScreenReaderText>: {booking.titel}</ScreenReaderText>
      </Button>
      {open && <CheckInCodeDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
}
