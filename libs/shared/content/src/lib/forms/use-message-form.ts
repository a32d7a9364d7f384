import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { checkRequest, fieldErrorsOf, type FieldErrors, type SendOutcome } from './form-values';

export type FormStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'sent'; readonly referenz: string; readonly eingegangenAm: string };

export interface MessageFormOptions<V extends Record<string, string | boolean>> {
  readonly initial: V;
  /** Prefix of the controls' ids (`{idPrefix}-{field}`). */
  readonly idPrefix: string;
  /** The fields in the order the form shows them: the first one with an error gets focus. */
  readonly order: readonly (keyof V & string)[];
  readonly schema: z.ZodMiniType;
  readonly toRequest: (values: V) => unknown;
  readonly send: (request: never) => Promise<SendOutcome>;
  /** What the app already knows (the signed-in person's name and e-mail): fills empty fields only. */
  readonly prefill?: Readonly<Record<string, string>>;
}

/**
 * State and behaviour of a message form: the values (kept on every failure, so nothing typed is
 * lost), German errors from the shared schema before sending and from the back end after, focus on
 * the first wrong field, and the receipt.
 */
export function useMessageForm<V extends Record<string, string | boolean>>({
  initial,
  idPrefix,
  order,
  schema,
  toRequest,
  send,
  prefill,
}: MessageFormOptions<V>) {
  const [values, setValues] = useState(() => typedBeforeStart(initial, idPrefix));
  // The session may load after the form appears; what the person has typed by then stays.
  const prefillKey = JSON.stringify(prefill ?? {});
  useEffect(() => {
    const known = Object.entries(JSON.parse(prefillKey) as Record<string, string>).filter(([, value]) => value);
    if (known.length === 0) return;
    setValues((current) => ({ ...current, ...Object.fromEntries(known.filter(([field]) => current[field] === '')) }));
  }, [prefillKey]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setStatus({ kind: 'editing' });
    const first = order.find((field) => field in found);
    // After React has drawn the errors, so that the focused field is read with its message.
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const request = toRequest(values);
    const found = checkRequest(schema, request);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const outcome = await send(request as never);
      if (outcome.kind === 'invalid')
        return showErrors(fieldErrorsOf(outcome.fields.map((field) => ({ path: field.path.split('.'), message: field.message }))));
      if (outcome.kind === 'refused') return setStatus(outcome);
      setStatus({ kind: 'sent', referenz: outcome.referenz, eingegangenAm: outcome.eingegangenAm });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  return {
    values,
    errors,
    status,
    formRef,
    onSubmit,
    /** Sets one field; its error stays until the next attempt, so the summary and the field agree. */
    set: <K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value })),
    /** A fresh form after a receipt. */
    reset: () => {
      setValues(initial);
      setErrors({});
      setStatus({ kind: 'editing' });
    },
  };
}

/**
 * What the visitor typed into the pre-rendered form before the form's module arrived: the app shows
 * the pre-rendered page as it is until the visitor begins to fill the form in, then renders the
 * form over it (feature-public's `formPageRoute`, docs/performance.md), and the pre-rendered
 * controls, with what was typed, are in the document while that render runs.
 */
function typedBeforeStart<V extends Record<string, string | boolean>>(initial: V, idPrefix: string): V {
  if (typeof document === 'undefined') return initial;
  const typed: Record<string, string | boolean> = { ...initial };
  for (const field of Object.keys(initial)) {
    const control = document.getElementById(`${idPrefix}-${field}`);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') typed[field] = control.checked;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      if (control.value) typed[field] = control.value;
    }
  }
  return typed as V;
}
