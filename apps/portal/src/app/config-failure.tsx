import type { RuntimeConfigProblem } from '@fobu/config';
import { ConfigErrorScreen } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function ConfigFailure({ problems }: { problems: readonly RuntimeConfigProblem[] }) {
  return (
    <UiProvider>
      <ConfigErrorScreen problems={problems} />
    </UiProvider>
  );
}

/** The German error page that names each bad key of `/config.json`, in place of whatever the page held. */
export function showConfigFailure(container: HTMLElement, problems: readonly RuntimeConfigProblem[]): void {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <ConfigFailure problems={problems} />
    </StrictMode>,
  );
}
