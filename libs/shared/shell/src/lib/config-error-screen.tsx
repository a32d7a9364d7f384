import type { RuntimeConfigProblem } from '@fobu/config';
import { MessagePage } from '@fobu/ui';
import { configErrorClass } from './config-error-screen.styles';

/** Shown instead of the portal when `/config.json` is missing or invalid; names each bad key. */
export function ConfigErrorScreen({ problems }: { problems: readonly RuntimeConfigProblem[] }) {
  return (
    <main className={configErrorClass}>
      <MessagePage title="Das Fortbildungsportal ist nicht richtig eingerichtet" alert>
        <p>Die Einstellungen dieser Installation sind unvollständig. Bitte wenden Sie sich an den Betrieb des Portals.</p>
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.key ?? ''}${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      </MessagePage>
    </main>
  );
}
