import { Button, Dialog, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';

export interface TenantOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly description: string;
}

export interface TenantSelectionDialogProps<T extends string> {
  readonly options: readonly TenantOption<T>[];
  readonly onSelect: (tenant: T) => void;
}

/**
 * "Mandantenauswahl" at the installed app's first launch (spec section 2): a choice is required,
 * so there is no cancel, and neither Escape nor a click outside closes it. The dialog's recipes
 * come with it (not in the design system), because only an installed app's first launch needs them.
 */
export function TenantSelectionDialog<T extends string>({ options, onSelect }: TenantSelectionDialogProps<T>) {
  const [choice, setChoice] = useState<T | null>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      modal
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (choice) onSelect(choice);
              }}
            >
              <Dialog.Header>
                <Dialog.Title fontSize="xl" fontWeight="700">
                  Mandantenauswahl
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="4" color="fg.muted">
                  Für welches Institut möchten Sie das Fortbildungsportal nutzen? Sie können später jederzeit über die
                  Startseite wechseln.
                </Dialog.Description>
                <RadioGroup.Root
                  recipe={radioGroupSlotRecipe}
                  colorPalette="brand"
                  value={choice}
                  onValueChange={(details) => setChoice(details.value as T)}
                  aria-label="Mandant"
                >
                  <Stack gap="3">
                    {options.map((option) => (
                      <RadioGroup.Item
                        key={option.value}
                        value={option.value}
                        alignItems="flex-start"
                        borderWidth="1px"
                        borderColor="border"
                        borderRadius="md"
                        p="3"
                        minH="44px"
                        cursor="pointer"
                      >
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator mt="1" />
                        <RadioGroup.ItemText>
                          <Text as="span" display="block" fontWeight="700">
                            {option.label}
                          </Text>
                          <Text as="span" display="block" color="fg.muted" fontSize="sm">
                            {option.description}
                          </Text>
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="brand" size="lg" minH="44px" disabled={choice === null}>
                  auswählen
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
