import { serviceErrorMessage, startansichtQueryOptions, useSaveStartansicht, useServiceClients } from '@fobu/api-clients';
import { defaultStartViewOf, ROLE_LABELS, ROLE_SCREEN_TITLES, START_VIEW_LABELS, startViewsOf, type StartView } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { DataBoundary } from '@fobu/ui/data-boundary';
import { RadioChoice } from '@fobu/ui/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsSection } from './settings-section';
import { SaveFeedback } from './save-feedback';

const SEARCH = ROLE_SCREEN_TITLES.veranstaltungssuche;

/**
 * „Startansicht“ of the settings view (docs/people-and-settings.md, "Start view"): which list the
 * offer search opens with from the navigation, for the staff roles that have it; nothing for the others.
 * Kept per role, so the text names the active one.
 */
export function StartViewSettings() {
  const { role } = useRoleBranch();
  if (startViewsOf(role).length === 0) return null;
  return (
    <SettingsSection
      id="startansicht"
      title="Startansicht"
      lead={
        <>
          Welche Liste die {SEARCH} zeigt, wenn Sie sie über die Navigation öffnen. Die anderen Listen erreichen Sie dort weiterhin über die
          Auswahl über der Liste. Die Wahl gilt für Ihre Rolle {ROLE_LABELS[role]}.
        </>
      }
    >
      <DataBoundary what="Ihre Startansicht" rows={3}>
        <StartViewForm />
      </DataBoundary>
    </SettingsSection>
  );
}

function StartViewForm() {
  const { role, user } = useRoleBranch();
  const { data } = useSuspenseQuery(startansichtQueryOptions(useServiceClients(), user.uid, role));
  const save = useSaveStartansicht(user.uid, role);
  // The choice shows at the click, not after the answer, so that the radio never jumps back while it is saved.
  const [chosen, setChosen] = useState<StartView>(data.ansicht ?? defaultStartViewOf(role));
  const [saved, setSaved] = useState('');
  const error = serviceErrorMessage(save.error, 'Die Startansicht konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
  const choose = (ansicht: StartView) => {
    setChosen(ansicht);
    setSaved('');
    save.mutate({ ansicht }, { onSuccess: () => setSaved(`Gespeichert: Die ${SEARCH} beginnt mit „${START_VIEW_LABELS[ansicht]}“.`) });
  };
  return (
    <>
      <RadioChoice
        name="startansicht"
        legend={`Die ${SEARCH} beginnt mit`}
        choices={startViewsOf(role)}
        labels={START_VIEW_LABELS}
        value={chosen}
        onChange={choose}
        hint={`Ohne Ihre Wahl: „${START_VIEW_LABELS[defaultStartViewOf(role)]}“.`}
      />
      <SaveFeedback saved={saved} error={error} />
    </>
  );
}
