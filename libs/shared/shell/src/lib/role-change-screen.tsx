import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { roleEntryPath } from '@fobu/auth';
import { useAuthState } from '@fobu/auth-react';
import { isRole, ROLE_LABELS } from '@fobu/domain';
import { useNavigate, usePortalContext } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import { useState, type FormEvent } from 'react';

/**
 * Rollenwechsel (spec section 6): lists the user's roles, tells the server the chosen one
 * (userApplicationRole) and lands on its dashboard.
 */
export function RoleChangeScreen() {
  const { auth } = usePortalContext();
  const state = useAuthState(auth);
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (state.status !== 'signed-in') return null;
  const { user } = state;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('rolle');
    if (!isRole(chosen) || chosen === user.activeRole) {
      setError('Bitte wählen Sie eine andere als Ihre aktuelle Rolle aus.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const changed = await auth.changeRole(chosen);
      if (!changed) return; // the session has ended; the guards take the user to the start page
      await navigate({ href: roleEntryPath(changed.mandant, changed.activeRole) });
    } catch {
      setError('Die Rolle konnte nicht gewechselt werden. Bitte versuchen Sie es in einem Moment erneut.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenPage
      title="Rolle wechseln"
      lead={`Sie arbeiten zurzeit als ${ROLE_LABELS[user.activeRole]}. Wählen Sie, in welcher Rolle Sie weiterarbeiten möchten.`}
    >
      {user.roles.length < 2 ? (
        <Text>Ihnen ist nur diese eine Rolle im Fortbildungsportal zugewiesen.</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <chakra.fieldset border="none" p="0" m="0">
            <chakra.legend fontWeight="600" mb="3">
              Ihre Rollen
            </chakra.legend>
            <Stack gap="2" mb="6">
              {user.roles.map((role) => (
                <chakra.label key={role} display="flex" alignItems="center" gap="3" minH="44px" cursor="pointer">
                  <chakra.input type="radio" name="rolle" value={role} defaultChecked={role === user.activeRole} w="5" h="5" />
                  <span>
                    {ROLE_LABELS[role]}
                    {role === user.activeRole && ' (aktuelle Rolle)'}
                  </span>
                </chakra.label>
              ))}
            </Stack>
          </chakra.fieldset>
          <Button type="submit" colorPalette="brand" size="lg" minH="44px" loading={busy} loadingText="Rolle wird gewechselt …">
            Rolle wechseln
          </Button>
          {error && (
            <Box role="alert" mt="4" color="fg.error">
              {error}
            </Box>
          )}
        </form>
      )}
    </ScreenPage>
  );
}
