import { Button, chakra, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ErrorSummary } from './error-summary';
import type { FieldErrors } from './form-values';
import { SendFailure, SendRefused } from './sent-confirmation';
import type { FormStatus } from './use-message-form';

export interface MessageFormFrameProps {
  /** Prefix of the fields' ids, which the error summary links to. */
  readonly id: string;
  readonly form: {
    readonly formRef: RefObject<HTMLFormElement | null>;
    readonly onSubmit: (event: FormEvent) => void;
    readonly status: FormStatus;
    readonly errors: FieldErrors;
  };
  readonly labels: Readonly<Record<string, string>>;
  /** Where to write when sending fails again and again. */
  readonly fallbackEmail: string;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

/**
 * What every message form has around its fields: the note on required fields, the failure and
 * error summary above them, and the send button. The browser's own validation is off (noValidate),
 * so that every message is the same German text the back end would give.
 */
export function MessageFormFrame({ id, form, labels, fallbackEmail, submitLabel, children }: MessageFormFrameProps) {
  return (
    <chakra.form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-describedby={`${id}-pflicht`} maxW="40rem">
      <Text id={`${id}-pflicht`} color="fg.muted" mb="4">
        Felder mit * müssen ausgefüllt werden.
      </Text>
      {form.status.kind === 'failed' && <SendFailure email={fallbackEmail} />}
      {form.status.kind === 'refused' && <SendRefused message={form.status.message} />}
      <ErrorSummary errors={form.errors} labels={labels} idPrefix={id} />
      {children}
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        minH="44px"
        loading={form.status.kind === 'sending'}
        loadingText="Wird gesendet …"
      >
        {submitLabel}
      </Button>
    </chakra.form>
  );
}
