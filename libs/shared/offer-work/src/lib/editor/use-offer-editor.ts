import { arbeitsstandQueryOptions, useOfferStep, useSaveAngebot, useServiceClients } from '@fobu/api-clients';
import { angebotFehler, AngebotInhaltSchema, type AngebotArbeitsstand, type AngebotInhalt, type Vtyp } from '@fobu/api-contract';
import { checkRequest, type FieldErrors } from '@fobu/content';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { changedFields, OFFER_CONTENT_FIELDS } from '../offer-fields';
import { offerDraftKey, readOfferDraft, removeOfferDraft, writeOfferDraft } from './offer-draft-store';
import { EMPTY_OFFER, offerContentOf, offerFormValuesOf, type OfferFormValues } from './offer-form-values';

/** What the editor works on: a new offer of a type, or the work state of an existing one. */
export type EditorTarget =
  | { readonly kind: 'new'; readonly vtyp: Vtyp }
  | { readonly kind: 'existing'; readonly work: AngebotArbeitsstand };

export type EditorStatus =
  | { readonly kind: 'editing' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'failed' }
  /** Refused as a whole (409): someone changed the offer meanwhile, or its state no longer allows it. */
  | { readonly kind: 'refused'; readonly message: string };

/** Someone else's change, found after a conflict: the fields they changed and what they hold now. */
export interface ForeignChange {
  readonly fields: readonly (keyof AngebotInhalt)[];
  readonly current: AngebotInhalt;
}

const SAVE_DRAFT_AFTER_MS = 400;
const sameValues = (a: OfferFormValues, b: OfferFormValues) => JSON.stringify(a) === JSON.stringify(b);
const contentOfWork = (work: AngebotArbeitsstand): AngebotInhalt =>
  Object.fromEntries(OFFER_CONTENT_FIELDS.map((field) => [field, work[field]])) as AngebotInhalt;

/**
 * The offer editor's state and behaviour: the input, kept in the browser as it is typed (restored
 * after a time-out or a closed tab, removed once saved); German errors from the contract's schema
 * before sending and from the service after, focus on the first; and a save against the version
 * read, whose conflict keeps every input and shows what the other person changed.
 */
export function useOfferEditor(target: EditorTarget, uid: string, onSaved: (work: AngebotArbeitsstand, submitted: boolean) => void) {
  const vnr = target.kind === 'existing' ? target.work.vnr : undefined;
  const vtyp = target.kind === 'existing' ? target.work.vtyp : target.vtyp;
  const draftKey = offerDraftKey(uid, vnr ?? `neu-${target.kind === 'new' ? target.vtyp : ''}`);
  const [base, setBase] = useState(() => (target.kind === 'existing' ? target.work : undefined));
  const baseValues = useMemo(() => (base ? offerFormValuesOf(contentOfWork(base)) : EMPTY_OFFER), [base]);
  const [restored, setRestored] = useState(() => readOfferDraft(draftKey));
  const [values, setValues] = useState<OfferFormValues>(() => restored?.values ?? baseValues);
  const [version, setVersion] = useState(() => restored?.version ?? base?.version ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<EditorStatus>({ kind: 'editing' });
  const [foreignChange, setForeignChange] = useState<ForeignChange>();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveAngebot(uid);
  const step = useOfferStep(uid);
  const load = useServiceClients();
  const queryClient = useQueryClient();

  // The safety copy follows the input; once the input equals what is saved, there is nothing to keep.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (sameValues(values, baseValues) && version === (base?.version ?? null)) removeOfferDraft(draftKey);
      else writeOfferDraft(draftKey, { values, version, savedAt: new Date().toISOString() });
    }, SAVE_DRAFT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [values, version, baseValues, base, draftKey]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setStatus({ kind: 'editing' });
    const first = OFFER_CONTENT_FIELDS.find((field) => field in found);
    // After React has drawn the errors, so that the focused field is read with its message.
    if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const send = async (submit: boolean) => {
    if (status.kind === 'saving') return;
    const content = offerContentOf(values, vtyp);
    const checked = AngebotInhaltSchema.safeParse(content);
    // The kind's rules are told together with every other problem, in the form's order.
    const kindRules = angebotFehler(vtyp, {
      plattformLink: typeof content.plattformLink === 'string' ? content.plattformLink : null,
      selbstabschluss: content.selbstabschluss === true,
    });
    const problems: FieldErrors = {
      ...Object.fromEntries(kindRules.map((rule) => [rule.path[0], rule.message])),
      ...checkRequest(AngebotInhaltSchema, content),
    };
    const found = Object.fromEntries(OFFER_CONTENT_FIELDS.filter((field) => field in problems).map((field) => [field, problems[field]]));
    if (!checked.success || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const outcome = await save.mutateAsync(
        vnr && version !== null ? { vnr, change: { ...checked.data, version } } : { offer: { ...checked.data, vtyp } },
      );
      if (outcome.kind === 'invalid')
        return showErrors(Object.fromEntries(outcome.fields.map((field) => [field.path.split('.')[0], field.message])));
      if (outcome.kind === 'refused') return setStatus(outcome);
      removeOfferDraft(draftKey);
      const saved = await submitIfAsked(outcome, submit);
      if (saved) onSaved(saved, submit);
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  /** Submits the saved offer for review; a refusal there is shown, the content is saved either way. */
  const submitIfAsked = async (saved: AngebotArbeitsstand, submit: boolean) => {
    if (!submit) return saved;
    const outcome = await step.mutateAsync({ vnr: saved.vnr, step: 'einreichen', input: { version: saved.version } });
    if (outcome.kind === 'sent') return outcome;
    setBase(saved);
    setVersion(saved.version);
    setStatus({
      kind: 'refused',
      message: outcome.kind === 'refused' ? outcome.message : 'Das Angebot ist gespeichert, aber nicht eingereicht.',
    });
    return undefined;
  };

  /** After a conflict: the current version becomes the base, the input stays, and what changed is named. */
  const takeCurrentVersion = async () => {
    if (!vnr || !base) return;
    const current = await queryClient.fetchQuery({ ...arbeitsstandQueryOptions(load, uid, vnr), staleTime: 0 });
    setForeignChange({ fields: changedFields(contentOfWork(base), contentOfWork(current)), current: contentOfWork(current) });
    setBase(current);
    setVersion(current.version);
    setStatus({ kind: 'editing' });
  };

  return {
    vtyp,
    values,
    errors,
    status,
    formRef,
    foreignChange,
    /** When the input was restored from the browser, the time it was last typed. */
    restoredAt: restored && !sameValues(restored.values, baseValues) ? restored.savedAt : undefined,
    set: <K extends keyof OfferFormValues>(field: K, value: OfferFormValues[K]) => setValues((current) => ({ ...current, [field]: value })),
    /** Drops the restored input and starts from what is saved. */
    discardRestored: () => {
      removeOfferDraft(draftKey);
      setRestored(undefined);
      setValues(baseValues);
      setVersion(base?.version ?? null);
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void send(false);
    },
    saveAndSubmit: () => void send(true),
    takeCurrentVersion,
  };
}

/** What the editor's parts read and call: the values, errors and status, and the actions. */
export type OfferEditorState = ReturnType<typeof useOfferEditor>;
