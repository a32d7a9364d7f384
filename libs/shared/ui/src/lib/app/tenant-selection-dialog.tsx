import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { modalDialogStyle } from '../feedback/modal-dialog-style';
import { focusRing } from '../theme/focus-ring';

export interface TenantOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly description: string;
}

export interface TenantSelectionDialogProps<T extends string> {
  readonly options: readonly TenantOption<T>[];
  readonly onSelect: (tenant: T) => void;
}

const NativeDialog = chakra('dialog');

/**
 * "Mandantenauswahl" at the installed app's first launch (spec section 2): a choice is required,
 * so there is no cancel, and neither Escape nor a click outside closes it. A native modal dialog
 * with native radio buttons: the browser traps the focus and makes the page behind it inert, and
 * no dialog machinery is loaded for a screen that most visits never show.
 */
export function TenantSelectionDialog<T extends string>({ options, onSelect }: TenantSelectionDialogProps<T>) {
  const [choice, setChoice] = useState<T | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const stayOpen = (event: Event) => event.preventDefault();
    // Browsers may close a modal on a repeated Escape even when "cancel" is refused: open it again.
    const reopen = () => element.isConnected && !element.open && element.showModal();
    element.addEventListener('cancel', stayOpen);
    element.addEventListener('close', reopen);
    return () => {
      element.removeEventListener('cancel', stayOpen);
      element.removeEventListener('close', reopen);
    };
  }, []);

  return (
    <NativeDialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...modalDialogStyle}
      maxW="28rem"
      p="0"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onSelect(choice);
        }}
      >
        <Box p="6">
          <Heading as="h2" id={titleId} size="xl" mb="2">
            Mandantenauswahl
          </Heading>
          <Text id={descriptionId} color="fg.muted" mb="5">
            Für welches Institut möchten Sie das Fortbildungsportal nutzen?
          </Text>
          <Stack as="fieldset" gap="3" border="0" p="0" m="0">
            <chakra.legend srOnly>Mandant</chakra.legend>
            {options.map((option) => (
              <chakra.label
                key={option.value}
                display="flex"
                alignItems="flex-start"
                gap="3"
                p="3"
                minH="44px"
                borderWidth="2px"
                borderRadius="md"
                borderColor={choice === option.value ? 'brand.solid' : 'border'}
                bg={choice === option.value ? 'brand.subtle' : 'transparent'}
                cursor="pointer"
                _focusWithin={focusRing}
              >
                <chakra.input
                  type="radio"
                  name="mandant"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  mt="1"
                  w="5"
                  h="5"
                  flexShrink="0"
                  css={{ accentColor: 'var(--fobu-colors-brand-solid)' }}
                  _focusVisible={{ outline: 'none' }}
                />
                <span>
                  <Text as="span" display="block" fontWeight="700">
                    {option.label}
                  </Text>
                  <Text as="span" display="block" color="fg.muted" fontSize="sm">
                    {option.description}
                  </Text>
                </span>
              </chakra.label>
            ))}
          </Stack>
        </Box>
        <Box px="6" pb="6" display="flex" justifyContent="flex-end">
          <Button type="submit" colorPalette="brand" size="lg" minH="44px" disabled={choice === null}>
            auswählen
          </Button>
        </Box>
      </form>
    </NativeDialog>
  );
}
