import { Box, Button, Text } from '@chakra-ui/react';
import type { AngebotDetail } from '@fobu/api-contract';
import { useBranch } from '@fobu/routing';
import { lazy, Suspense, useState } from 'react';

const RequestForm = lazy(() => import('./request-form').then((module) => ({ default: module.RequestForm })));

/**
 * On an on-demand offer: the school head can request it for the school; everyone else learns
 * that their school head does that.
 */
export function RequestAction({ offer }: { offer: AngebotDetail }) {
  const { role } = useBranch();
  const [open, setOpen] = useState(false);
  if (role !== 'schulleitung') {
    return <Text mt="3">Möchten Sie diese Fortbildung an Ihrer Schule? Sprechen Sie Ihre Schulleitung an: Sie kann sie hier im Portal anfragen.</Text>;
  }
  return (
    <Box mt="4">
      <Button colorPalette="brand" size="sm" minH="44px" aria-expanded={open} aria-controls="abruf-anfrage" onClick={() => setOpen(!open)}>
        Für unsere Schule anfragen
      </Button>
      <Box id="abruf-anfrage" mt="4" hidden={!open}>
        {open && (
          <Suspense fallback={<Text role="status">Formular wird geladen …</Text>}>
            <RequestForm offer={offer} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
