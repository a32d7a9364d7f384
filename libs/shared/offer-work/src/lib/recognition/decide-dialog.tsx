import { Box, chakra, Text } from '@chakra-ui/react';
import { refusalText, serviceErrorMessage, useDecideRecognition } from '@fobu/api-clients';
import { AnerkennungEntscheidungSchema, type AnerkennungEntscheidung, type OffeneAnerkennung } from '@fobu/api-contract';
import { formatHours, grantedHoursRefusal, RECOGNITION_TEXT_MAX } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { notify, TextArea, textFieldStyle } from '@fobu/ui';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useId, useState } from 'react';

const HoursInput = chakra('input', { base: { ...textFieldStyle, minH: '44px', maxW: '10rem' } });

/**
 * Verwaltung's decision on one request: anerkennen with the hours granted (the hours asked at most,
 * offered as they were asked), or ablehnen with a reason the person is told. Checked before sending
 * with the rules the back end applies; if another clerk was first, the queue is read again and says so.
 */
export function DecideDialog({
  request,
  decision,
  onClose,
}: {
  request: OffeneAnerkennung;
  decision: AnerkennungEntscheidung['status'];
  onClose: () => void;
}) {
  const decide = useDecideRecognition(useRoleBranch().user.uid);
  const [value, setValue] = useState(decision === 'anerkannt' ? formatHours(request.stunden) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const granting = decision === 'anerkannt';

  const entered = (): AnerkennungEntscheidung | string => {
    if (granting) {
      const hours = Number(value.trim().replace(',', '.'));
      const refusal = grantedHoursRefusal(hours, request.stunden);
      return refusal ?? { status: 'anerkannt', anerkannteStunden: hours };
    }
    const parsed = AnerkennungEntscheidungSchema.safeParse({ status: 'abgelehnt', begruendung: value });
    return parsed.success ? parsed.data : (parsed.error.issues[0]?.message ?? 'Bitte begründen Sie die Ablehnung.');
  };

  const confirm = () => {
    const body = entered();
    if (typeof body === 'string') {
      setProblem(body);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setProblem(null);
    decide.mutate(
      { id: request.id, decision: body },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'invalid') return setProblem(refusalText(outcome));
          // Refused: another clerk was first, and the queue, read again, no longer holds the request.
          if (outcome.kind === 'refused') notify({ type: 'info', title: 'Bereits entschieden', description: outcome.message });
          else
            notify({
              type: 'success',
              title: granting ? 'Anerkannt' : 'Abgelehnt',
              description: `${request.person.name}: ${request.titel}`,
            });
          onClose();
        },
      },
    );
  };

  const described = [hintId, problem && errorId].filter(Boolean).join(' ');
  return (
    <ConfirmDialog
      title={granting ? 'Fortbildung anerkennen' : 'Antrag ablehnen'}
      confirmLabel={granting ? 'Anerkennen' : 'Ablehnen'}
      busy={decide.isPending}
      error={serviceErrorMessage(decide.error, 'Die Entscheidung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text mb="4">
        {request.person.name}: „{request.titel}“ ({request.anbieter}), beantragt {formatHours(request.stunden)} Stunden.
      </Text>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="600" mb="1">
        {granting ? 'Anerkannte Stunden' : 'Begründung'}
      </chakra.label>
      <Text id={hintId} fontSize="sm" color="fg.muted" mb="2">
        {granting
          ? `In Viertelstunden, höchstens die beantragten ${formatHours(request.stunden)}.`
          : `Wird ${request.person.name} mit der Entscheidung mitgeteilt.`}
      </Text>
      {granting ? (
        <HoursInput
          id={fieldId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
      ) : (
        <TextArea
          id={fieldId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={RECOGNITION_TEXT_MAX.begruendung}
          rows={3}
          aria-required
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
      )}
      {problem && (
        <Box id={errorId} role="alert" color="fg.error" fontSize="sm" mt="1">
          {problem}
        </Box>
      )}
    </ConfirmDialog>
  );
}
