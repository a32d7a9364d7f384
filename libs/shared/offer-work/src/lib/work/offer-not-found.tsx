import { Text } from '@chakra-ui/react';
import { MessagePage } from '@fobu/ui';
import { OfferScreenLink } from '../offer-screen';

/** An offer number the reader cannot open: unknown, another tenant's, or another organiser's draft (the service says 404 to all alike). */
export function OfferNotFound({ vnr }: { vnr: string }) {
  return (
    <MessagePage title="Angebot nicht gefunden">
      <Text mb="4">Ein Angebot mit der Nummer „{vnr}“ gibt es nicht, oder Sie dürfen es nicht sehen.</Text>
      <OfferScreenLink search={{}}>Zur Liste</OfferScreenLink>
    </MessagePage>
  );
}
