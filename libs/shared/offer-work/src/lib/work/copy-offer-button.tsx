import { Button, Text } from '@chakra-ui/react';
import { refusalText, useNewDraftFrom } from '@fobu/api-clients';
import type { AngebotArbeitsstand } from '@fobu/api-contract';
import { copyRefusal } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { notify } from '@fobu/ui';
import { useState } from 'react';
import { useOfferScreen } from '../offer-screen';

/**
 * „Angebot kopieren“ (docs/offers.md, "Dates while preparing an offer"): a new draft with the offer's
 * content, without its dates and bookings, opened in the editor; e.g. next year's run of a live offer.
 * Shown to whoever may copy it (`copyRefusal`).
 */
export function CopyOfferButton({ work }: { work: AngebotArbeitsstand }) {
  const { user, role, tenant } = useRoleBranch();
  const { go } = useOfferScreen();
  const copy = useNewDraftFrom(user.uid, 'kopieren');
  const [refusal, setRefusal] = useState<string>();
  if (copyRefusal({ uid: user.uid, role, mandant: tenant }, { ...work, mandant: tenant })) return null;
  const start = async () => {
    setRefusal(undefined);
    try {
      const outcome = await copy.mutateAsync(work.vnr);
      if (outcome.kind !== 'sent') return setRefusal(refusalText(outcome));
      notify({ type: 'success', title: 'Kopie angelegt', description: `Das neue Angebot ${outcome.vnr} ist ein Entwurf ohne Termine.` });
      await go({ vnr: outcome.vnr, ansicht: 'bearbeiten' });
    } catch {
      setRefusal('Das Angebot konnte nicht kopiert werden. Bitte versuchen Sie es erneut.');
    }
  };
  return (
    <>
      <Button variant="outline" minH="44px" loading={copy.isPending} onClick={() => void start()}>
        Angebot kopieren
      </Button>
      {refusal && (
        <Text role="alert" color="fg.error" flexBasis="100%">
          {refusal}
        </Text>
      )}
    </>
  );
}
