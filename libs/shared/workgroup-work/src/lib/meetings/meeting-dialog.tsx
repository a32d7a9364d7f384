import { chakra } from '@chakra-ui/react';
import { useWorkgroupChange } from '@fobu/api-clients';
import { TreffenEingabeSchema, type Treffen } from '@fobu/api-contract';
import { checkRequest, controlStyle, FormField, type FieldErrors } from '@fobu/content';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';
import { sendForm } from '../send-form';
import { meetingFormValues, meetingInput, NEW_MEETING, type MeetingFormValues } from './meeting-form-values';
import { PlaceFields, SessionFields } from './meeting-fields';

const FIELD_ORDER = ['thema', 'sitzungen', 'ort', 'onlineLink', 'stunden'] as const;

/**
 * Plans a meeting of the group (`treffen` undefined) or changes one: its sessions, place or link,
 * hours and topic, checked with the contract's messages; the members are invited (or told) by the server.
 */
export function MeetingDialog({ gruppeId, treffen, onClose }: { gruppeId: number; treffen?: Treffen; onClose: () => void }) {
  const change = useWorkgroupChange(useRoleBranch().user.uid, gruppeId);
  const [values, setValues] = useState<MeetingFormValues>(() => (treffen ? meetingFormValues(treffen) : NEW_MEETING));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const prefix = useId();
  const set = (patch: Partial<MeetingFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) document.getElementById(`${prefix}-${first}`)?.focus();
  };
  const confirm = async () => {
    setRefusal(undefined);
    const input = meetingInput(values);
    const found = checkRequest(TreffenEingabeSchema, input);
    if (Object.keys(found).length > 0) return showErrors(found);
    const answer = await sendForm(
      () =>
        change.mutateAsync(
          treffen ? { kind: 'treffen-aendern', terminId: treffen.id, treffen: input } : { kind: 'treffen-planen', treffen: input },
        ),
      () =>
        treffen
          ? 'Das Treffen ist geändert; die Eingeladenen werden benachrichtigt.'
          : 'Das Treffen ist geplant; alle Mitglieder sind eingeladen.',
    );
    if (answer.kind === 'done') onClose();
    else if (answer.kind === 'fields') showErrors(answer.errors);
    else setRefusal(answer.message);
  };
  return (
    <ConfirmDialog
      title={treffen ? 'Treffen ändern' : 'Treffen planen'}
      confirmLabel={treffen ? 'Änderung speichern' : 'Treffen planen'}
      busy={change.isPending}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <FormField id={`${prefix}-thema`} label="Thema" error={errors['thema']}>
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            maxLength={200}
            value={values.thema}
            onChange={(event) => set({ thema: event.target.value })}
          />
        )}
      </FormField>
      <SessionFields id={`${prefix}-sitzungen`} values={values} error={errors['sitzungen']} onChange={set} />
      <PlaceFields prefix={prefix} values={values} errors={errors} onChange={set} />
      <FormField
        id={`${prefix}-stunden`}
        label="Fortbildungsstunden"
        required
        error={errors['stunden']}
        hint="So viele Stunden zählt die Teilnahme, z. B. „3“ oder „1,5“."
      >
        {(control) => (
          <chakra.input
            {...controlStyle}
            {...control}
            inputMode="decimal"
            value={values.stunden}
            onChange={(event) => set({ stunden: event.target.value })}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
