import { refusalText, serviceErrorMessage, useChangeParticipant, type FormOutcome, type ParticipantChange } from '@fobu/api-clients';
import { useRoleBranch } from '@fobu/routing';
import { notify } from '@fobu/ui';

const FALLBACK = 'Das hat nicht geklappt. Bitte versuchen Sie es gleich noch einmal.';

/**
 * Sends a request of a dialog or a button: once accepted, a toast says what happened (`done`, from
 * the answer); a refusal or failure is returned as the German sentence the screen shows.
 */
export async function sendForOutcome<T>(send: () => Promise<FormOutcome<T>>, done: (answer: T) => string): Promise<string | undefined> {
  try {
    const outcome = await send();
    if (outcome.kind !== 'sent') return refusalText(outcome);
    notify({ type: 'success', title: done(outcome) });
    return undefined;
  } catch (failure) {
    return serviceErrorMessage(failure, FALLBACK) ?? FALLBACK;
  }
}

/**
 * One change for a person (admit, remove, cancel, move): once made, a toast says what happened and
 * the list reloads; a refusal is returned in the service's German words, for the dialog or a toast.
 */
export function useParticipantAction() {
  const mutation = useChangeParticipant(useRoleBranch().user.uid);
  return {
    busy: mutation.isPending,
    run: (change: ParticipantChange, done: string) =>
      sendForOutcome(
        () => mutation.mutateAsync(change),
        () => done,
      ),
  };
}
