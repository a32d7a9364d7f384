import { PortalButton } from '@fobu/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ErrorSummary } from './error-summary';
import { messageFormClass } from './form.styles';
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
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-describedby={`${id}-pflicht`} className={messageFormClass}>
      <p id={`${id}-pflicht`} data-required-note="">
        Felder mit * müssen ausgefüllt werden.
      </p>
      {form.status.kind === 'failed' && <SendFailure email={fallbackEmail} />}
      {form.status.kind === 'refused' && <SendRefused message={form.status.message} />}
      <ErrorSummary errors={form.errors} labels={labels} idPrefix={id} />
      {children}
      <PortalButton type="submit" size="lg" busy={form.status.kind === 'sending'} busyText="Wird gesendet …">
        {submitLabel}
      </PortalButton>
    </form>
  );
}
