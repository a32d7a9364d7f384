import { refusalText, serviceErrorMessage, type FormOutcome } from '@fobu/api-clients';
import { notify } from '@fobu/ui';
import { useState } from 'react';

/**
 * A dialog's action (a review step, cancelling a date, declining a request): once sent, a toast and
 * the dialog closes; a refusal or a wrong field stays in the dialog in the service's German words.
 */
export function useDialogAction(done: string, onClose: () => void) {
  const [error, setError] = useState<string>();
  const run = async (send: () => Promise<FormOutcome<unknown>>) => {
    setError(undefined);
    try {
      const outcome = await send();
      if (outcome.kind === 'sent') {
        notify({ type: 'success', title: done });
        return onClose();
      }
      setError(refusalText(outcome));
    } catch (failure) {
      setError(serviceErrorMessage(failure, 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.'));
    }
  };
  return { error, run: (send: () => Promise<FormOutcome<unknown>>) => void run(send) };
}
