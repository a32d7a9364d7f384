import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { modalDialogStyle } from './modal-dialog-style';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** While the action runs: the confirm button shows it, and nothing can be clicked twice. */
  readonly busy?: boolean;
  /** A German message when the action failed; the dialog stays open to try again. */
  readonly error?: string;
  /** Which button looks primary; the safe one (cancel) has the focus either way. */
  readonly emphasis?: 'confirm' | 'cancel';
  readonly onConfirm: () => void;
  /** Also on Escape. */
  readonly onCancel: () => void;
}

/**
 * A confirmation as a native modal dialog: the browser keeps the focus inside, Escape cancels, the
 * safe choice (cancel) has the focus when it opens, and afterwards the focus goes back to the
 * opener, or to the page's heading when the step took the opener away (`useModalDialog`).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    title,
    children,
    confirmLabel,
    cancelLabel = 'Abbrechen',
    busy = false,
    error,
    emphasis = 'confirm',
    onConfirm,
    onCancel,
  } = props;
  const look = (primary: boolean) => (primary ? { colorPalette: 'brand' } : { variant: 'outline' as const });
  const dialog = useModalDialog();
  const titleId = useId();
  const textId = useId();
  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      {...modalDialogStyle}
      maxW="32rem"
      p="6"
    >
      <Heading as="h2" id={titleId} size="xl" mb="3">
        {title}
      </Heading>
      <Text as="div" id={textId} mb="6">
        {children}
      </Text>
      {error && (
        <Text role="alert" color="fg.error" mb="4">
          {error}
        </Text>
      )}
      <Flex gap="3" wrap="wrap" justify="flex-end">
        <Button {...look(emphasis === 'cancel')} minH="44px" autoFocus disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button {...look(emphasis === 'confirm')} minH="44px" loading={busy} loadingText={`${confirmLabel} …`} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Flex>
    </chakra.dialog>
  );
}
